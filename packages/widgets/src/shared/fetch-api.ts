/** An error of our API, with its status and the French message it sent when it sent one. */
class WidgetApiError extends Error {
  override name = 'WidgetApiError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A call to our own API from a widget (same origin, credentials included, JSON both ways). */
export async function fetchApi(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : `${response.status}: ${response.statusText}`;
    throw new WidgetApiError(response.status, message);
  }
  return response.json();
}
