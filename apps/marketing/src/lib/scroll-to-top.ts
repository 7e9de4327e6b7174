/** Scroll offset past which the "back to top" button shows (spec 001 §9: 300 px). */
export const scrollToTopThresholdPx = 300;

/** Whether the "back to top" button shows at this vertical scroll offset: strictly beyond the threshold. */
export function shouldShowScrollToTop(scrollY: number): boolean {
  return scrollY > scrollToTopThresholdPx;
}
