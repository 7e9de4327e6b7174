import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster.ts').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the `Toaster` once the page is idle: no toast can be raised before the user acts, and a
 * toast raised earlier waits in the store until it mounts. Its code (Radix Toast) stays out of the
 * first load.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = globalThis.setTimeout(() => setReady(true), 200);
    return () => globalThis.clearTimeout(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
