import { lazy, Suspense } from 'react';

/**
 * /admin. The page is a chunk of its own behind this small module: the entry's table of lazy
 * routes then names one file for it, not the dozen shared chunks the back office uses, and /auth's
 * first load keeps within its budget (scripts/check-bundle-budget.ts).
 */
const AdminPage = lazy(() => import('./AdminPage.tsx'));

export default function AdminRoute() {
  return (
    <Suspense fallback={null}>
      <AdminPage />
    </Suspense>
  );
}
