'use client';

// Where the forms' short confirmations appear on every page, without loading the toast library until needed.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsWanted } from './toast';

const Toaster = lazy(() => import('sonner').then(({ Toaster: SonnerToaster }) => ({ default: SonnerToaster })));

/** Toasts, announced to screen readers by sonner's live region; sonner loads only once a form is used (toast.ts). */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
