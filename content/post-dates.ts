// A built-in post carries its publishing day (YYYY-MM-DD); feeds, structured data and Open Graph want an
// instant with its zone. One rule for all three, so they never disagree about when a post appeared.
import { startOfUtcDay } from './utc-day';

/** The start of the post's day in UTC, e.g. `2026-01-18` -> 2026-01-18T00:00:00.000Z. */
export function publishedAt(post: { createdAt: string }): Date {
  return startOfUtcDay(post.createdAt);
}
