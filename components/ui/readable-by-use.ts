// React's `use` returns a promise's value at once, without suspending, when the promise carries the fields React
// itself writes on one it has seen settle (`status` and `value` or `reason`). A part whose code has arrived must
// render synchronously: a click may hydrate it synchronously (HydrateOnDemand.tsx), and a render that suspends
// there drops the click. Marking the promise ourselves lets `use` be called on every render, never skipped.

/** Returns `promise`, marked for `use` in the same microtask it settles (this reaction is its first). */
export function readableByUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
