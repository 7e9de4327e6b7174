import type { User } from '@dirigeo/schemas';

/**
 * Parses a user answer with the shared schema, loaded on demand: the schemas (and zod) are not part
 * of the first load of /auth, which a visitor reaches signed out (budget: 90 KB of gzipped JS).
 */
export async function parseUser(json: unknown): Promise<User> {
  const { userSchema } = await import('../../schemas-on-demand.ts');
  return userSchema.parse(json);
}
