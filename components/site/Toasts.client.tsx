'use client';

import { Toaster } from 'sonner';

/** Toasts, announced to screen readers by sonner's live region. */
export function Toasts() {
  return <Toaster position="top-center" richColors closeButton />;
}
