/**
 * A GET of our own API from the browser (spec 001 §7: credentials included; a non-success answer
 * raises an error whose message is the status code, a colon and the body text or status text).
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly statusText: string;
  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.statusText = statusText;
  }
}

export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: { accept: 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  return response.json();
}
