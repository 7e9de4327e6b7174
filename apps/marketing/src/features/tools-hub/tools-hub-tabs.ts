/**
 * On a narrow screen the tools hub's tabs scroll sideways: bring the current one into view, so that
 * a deep link to the fourth or fifth tab shows which tab it opened (the page itself does not move).
 */
export function revealCurrentTab(document: Document): void {
  const tabs = document.querySelector<HTMLElement>('[data-tools-hub-tabs]');
  const current = tabs?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!tabs || !current) return;
  const box = tabs.getBoundingClientRect();
  const tab = current.getBoundingClientRect();
  if (tab.left >= box.left && tab.right <= box.right) return;
  tabs.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
}
