// The content's cache tags and the one revalidation entry: the back office's update call names what changed, and
// Next's `revalidateTag` expires it on every instance (the cache handler keeps one cache for all of them).
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CMS_PATHS, readCmsConfig } from './config';
import { requestCms } from './transport';

/** The tags each getter caches under (index.ts): revalidating one redraws exactly the pages that read it. */
export const CMS_TAGS = {
  all: 'cms',
  settings: 'cms:settings',
  menus: 'cms:menus',
  sliders: 'cms:sliders',
  menu: (menuId: number) => `cms:menu:${menuId}`,
} as const;

/** The kinds of answer the back office may refresh as a whole (`{"scope": …}` on the webhook). */
export const CMS_SCOPES = ['settings', 'menus', 'sliders'] as const;

/** What the back office may ask to refresh: one menu, one kind of answer, or everything. */
export const revalidationRequestSchema = z.union([
  z.object({ menuId: z.number().int().positive().max(999_999_999) }).strict(),
  z.object({ scope: z.enum(CMS_SCOPES) }).strict(),
  z.object({}).strict(),
]);

export type RevalidationRequest = z.infer<typeof revalidationRequestSchema>;

/** The cache tags a request names. */
export function tagsToRevalidate(request: RevalidationRequest): string[] {
  if ('menuId' in request) return [CMS_TAGS.menu(request.menuId)];
  if ('scope' in request) return [CMS_TAGS[request.scope]];
  return [CMS_TAGS.all];
}

/** `Authorization: Bearer <secret>` checked in constant time (both sides hashed to one length first). */
export function bearerMatches(header: string | null, secret: string): boolean {
  // The scheme's name is case-insensitive (RFC 9110, 11.1): `bearer` is what some clients send.
  const match = /^Bearer +(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(secret));
}

/**
 * Expires `tags` at once, so the next request to any instance renders the new content, when the service answers
 * now; while it does not, only marks them stale (Next's `max` profile): the pages keep their last good content, and
 * are refreshed once the service answers again. Expiring them then would leave a page nothing to draw.
 */
export async function revalidateContent(tags: readonly string[]): Promise<void> {
  const answers = (await requestCms(CMS_PATHS.settings, readCmsConfig())).kind !== 'failed';
  for (const tag of tags) revalidateTag(tag, answers ? { expire: 0 } : 'max');
}
