// Which answers the content service has never given, and when it last failed to: so that while it
// keeps failing, one visitor per short while waits for it, not every visitor.

import { evictOldest } from './bounded-map';

const MAX_FAILURE_BACKOFF_MS = 5000;
/** Even with no cache time, a service that never answered is not asked again within this. */
const MIN_FAILURE_BACKOFF_MS = 1000;

/** How long a key that failed is not asked for again in the foreground: its answer's lifetime, within 1-5 s. */
export function failureBackoffMs(ttlMs: number): number {
  return Math.min(Math.max(ttlMs, MIN_FAILURE_BACKOFF_MS), MAX_FAILURE_BACKOFF_MS);
}

/** Keys never answered, with the time of their last failure. */
export class FailureMemory {
  private readonly failures = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** When the key last failed, if it has never been answered since. */
  lastFailure(key: string): number | undefined {
    return this.failures.get(key);
  }

  /** Whether the key failed within the last `backoffMs` (and was not answered since). */
  failedWithin(key: string, backoffMs: number): boolean {
    const failedAt = this.failures.get(key);
    return failedAt !== undefined && this.now() - failedAt < backoffMs;
  }

  remember(key: string): void {
    this.failures.delete(key);
    this.failures.set(key, this.now());
    evictOldest(this.failures);
  }

  forget(key: string): void {
    this.failures.delete(key);
  }

  clear(): void {
    this.failures.clear();
  }
}
