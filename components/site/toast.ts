// Toasts without their library on the page: sonner loads when a visitor first uses an account form (so its
// live region is in place before anything is announced) or when the first toast is shown.
// Toasts.client.tsx mounts sonner's Toaster once asked to.

export type ToastKind = 'success' | 'info' | 'error';

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster (and loads sonner) ahead of a toast to come. */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Shows a toast. */
export function showToast(kind: ToastKind, message: string): void {
  prepareToasts();
  void import('sonner').then(({ toast }) => toast[kind](message));
}

/**
 * Takes away the toasts shown (a fixed error's message), when there are any. Called before a toast to come
 * (showToast), whose import settles after this one's, so the old toasts go first.
 */
export function dismissToasts(): void {
  if (wanted) void import('sonner').then(({ toast }) => toast.dismiss());
}

/** For useSyncExternalStore in Toasts.client.tsx. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}
