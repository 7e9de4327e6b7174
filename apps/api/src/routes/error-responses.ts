import { apiErrorSchema } from '@dirigeo/schemas';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 507;

/** `{ message, issues? }` response schemas for the given error statuses (OpenAPI and serialisation). */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  const responses = {} as Record<S, typeof apiErrorSchema>;
  for (const status of statuses) responses[status] = apiErrorSchema;
  return responses;
}
