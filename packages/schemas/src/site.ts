/**
 * What the API hands the public site's on-demand pages (Astro `locals`) when it renders them in its
 * own process: `api('/api/blog/x')` answers exactly as `fetch` of that public URL would, without a
 * network round trip. Pages parse the answer with the same schemas as the browser does.
 */
export type ApiFetch = (path: string) => Promise<Response>;

export interface SiteRenderLocals {
  api: ApiFetch;
}
