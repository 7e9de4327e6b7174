/**
 * The ids of a sheet's sections on our page: the official page's anchor when it is a plain one,
 * else `section-{n}`; never twice the same, never one of the page's own ids (`panneau`, `contenu`…).
 */
export function sectionAnchors(
  sections: readonly { ancre: string }[],
  reserved: readonly string[] = [],
): string[] {
  const used = new Set(reserved);
  return sections.map((section, index) => {
    const wanted = /^[a-z][a-z0-9-]{0,200}$/.test(section.ancre) ? section.ancre : `section-${index + 1}`;
    let anchor = wanted;
    for (let suffix = 2; used.has(anchor); suffix += 1) anchor = `${wanted}-${suffix}`;
    used.add(anchor);
    return anchor;
  });
}
