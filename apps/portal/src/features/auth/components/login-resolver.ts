import type { LoginBody } from '@dirigeo/schemas';
import type { Resolver } from 'react-hook-form';

/** Starts loading the validation code before it is needed (when the form gets the focus). */
export function preloadLoginValidation(): void {
  void import('@hookform/resolvers/zod');
  void import('../../../lib/schemas-on-demand.ts');
}

/**
 * Validates the login form with the API's own `loginBodySchema`. The schema and its resolver load
 * on first use, keeping zod out of the first load of /auth.
 */
export const loginResolver: Resolver<LoginBody> = async (values, context, options) => {
  const [{ zodResolver }, { loginBodySchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../lib/schemas-on-demand.ts'),
  ]);
  return zodResolver(loginBodySchema)(values, context, options);
};
