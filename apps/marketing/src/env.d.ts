// `tsc` does not read .astro files (Astro's own language tools do); this lets the tests that render
// pages through Astro's container API import them with a type.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}

declare namespace App {
  /**
   * What the API gives an on-demand page it renders (see `@dirigeo/schemas`' SiteRenderLocals);
   * absent under `astro dev`, where pages reach the API over HTTP (`src/lib/site-api.ts`).
   */
  interface Locals extends Partial<import('@dirigeo/schemas').SiteRenderLocals> {}
}
