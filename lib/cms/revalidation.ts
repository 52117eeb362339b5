// Decides what an update call from the back office may drop from the cache, and checks its secret.
import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import { CMS_SCOPES, CMS_TAGS } from './tags';

/** What the back office may ask to refresh: one menu, one kind of answer, or everything. */
export const revalidationRequestSchema = z.union([
  z.object({ menuId: z.number().int().positive().max(999_999_999) }).strict(),
  z.object({ scope: z.enum(CMS_SCOPES) }).strict(),
  z.object({}).strict(),
]);

export type RevalidationRequest = z.infer<typeof revalidationRequestSchema>;

/** The cache tags a request drops. */
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
