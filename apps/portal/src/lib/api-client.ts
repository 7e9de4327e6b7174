import type { z } from 'zod';

/**
 * A non-success answer of the API. Its message follows spec 000 §8: the status, a colon, a space,
 * then the API's French message (from its JSON `{ message }` body), the body text, or the status text.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The API's French message alone: what a user reads (never the status code). */
  readonly detail: string;
  readonly issues: readonly { path: string; message: string }[];

  constructor(status: number, message: string, issues: readonly { path: string; message: string }[] = []) {
    super(`${status}: ${message}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = message;
    this.issues = issues;
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  /** Sent as JSON; a FormData is sent as multipart. Nothing is sent when absent. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Builds the error of a non-success answer, reading the API's `{ message, issues? }` body when present. */
async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = text;
  let issues: { path: string; message: string }[] = [];
  if (text !== '') {
    try {
      const json: unknown = JSON.parse(text);
      // Loaded on demand: the schemas (and zod) stay out of the first load of /auth.
      const { apiErrorSchema } = await import('./schemas-on-demand.ts');
      const parsed = apiErrorSchema.safeParse(json);
      if (parsed.success) {
        message = parsed.data.message;
        issues = parsed.data.issues ?? [];
      }
    } catch {
      // Not JSON: the body text is the message.
    }
  }
  if (message === '') message = response.statusText || 'Erreur';
  return new ApiError(response.status, message, issues);
}

/** Sends a request with the session cookie and returns the answer, whatever its status. */
function apiRequest(path: string, { method = 'GET', body, signal }: RequestOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (signal) init.signal = signal;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    // A JSON body and its content type only when there is a body (spec 000 §7).
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return fetch(path, init);
}

/** Sends a request with the session cookie; throws an `ApiError` on any non-success status. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await apiRequest(path, options);
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** Sends a request and parses the JSON answer with `schema`. */
export async function apiJson<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
): Promise<z.infer<Schema>> {
  const response = await apiFetch(path, options);
  return schema.parse(await response.json());
}

/** The schemas a screen's first answers are read with (`schemas-on-demand.ts`). */
type OnDemandSchemas = typeof import('./schemas-on-demand.ts');

/**
 * Sends a GET request and parses its JSON answer with one of the schemas loaded on demand, fetched
 * while the request travels: the screens that show first (the dashboard, the payslips) paint without
 * zod and read their answer when both have arrived (issue 21 §7).
 */
export async function apiJsonOnDemand<Schema extends z.ZodType>(
  path: string,
  pick: (schemas: OnDemandSchemas) => Schema,
  options?: RequestOptions,
): Promise<z.infer<Schema>> {
  const [schemas, response] = await Promise.all([import('./schemas-on-demand.ts'), apiFetch(path, options)]);
  return pick(schemas).parse(await response.json());
}

/** Sends a request whose answer carries nothing to read (204, or an answer the client ignores). */
export async function apiSend(path: string, options?: RequestOptions): Promise<void> {
  await apiFetch(path, options);
}

/**
 * What a user reads of a failure: the API's French message without its status code (issue 22: no
 * raw HTTP code in any message a user reads; the code stays in `ApiError.message` for the logs).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return (error instanceof Error ? error.message : String(error)).replace(/^\d{3}: /, '');
}
