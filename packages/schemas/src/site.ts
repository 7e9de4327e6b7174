/** The part of a Web `Response` an on-demand page reads. */
export interface ApiResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** A request an on-demand page makes (GET by default; a POST carries a JSON body). */
export interface ApiRequestInit {
  method?: 'GET' | 'POST';
  /** Serialised as JSON. */
  body?: unknown;
}

/**
 * What the API hands the public site's on-demand pages (Astro `locals`) when it renders them in its
 * own process: `api('/api/blog/x')` answers exactly as `fetch` of that public URL would, without a
 * network round trip. Pages parse the answer with the same schemas as the browser does.
 */
export type ApiFetch = (path: string, init?: ApiRequestInit) => Promise<ApiResponse>;

export interface SiteRenderLocals {
  api: ApiFetch;
}
