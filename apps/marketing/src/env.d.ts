// `tsc` does not read .astro files (Astro's own language tools do); this lets the tests that render
// pages through Astro's container API import them with a type.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
