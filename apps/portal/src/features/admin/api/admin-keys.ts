/**
 * The root of every back-office query key: signing out or an expired session drops them all, so
 * that nothing the back office read stays in the page's cache.
 */
export const adminQueryKey = ['admin'] as const;
