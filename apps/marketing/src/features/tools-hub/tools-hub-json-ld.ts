/** A step of a breadcrumb: its name and its path on the site (the last one, the page itself). */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList (for BaseLayout's `jsonLd`), with absolute URLs on the site's origin. */
export function breadcrumbListJsonLd(
  steps: readonly BreadcrumbStep[],
  site: URL | string,
): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, site).href,
    })),
  };
}
