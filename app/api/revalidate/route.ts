import { revalidateTag } from 'next/cache';
import { bearerMatches, revalidationRequestSchema, tagsToRevalidate } from '@/lib/cms/revalidation';
import { signalRevalidated } from '@/lib/cms/revalidation-signal';

/**
 * `POST /api/revalidate` — the back office says its content changed. With the right bearer secret
 * the named answers are dropped at once (the next request renders with fresh content); without
 * `REVALIDATE_SECRET` configured the endpoint does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: 'Not found' }, { status: 404 });
  if (!bearerMatches(request.headers.get('authorization'), secret)) {
    return Response.json({ error: 'A valid bearer secret is required' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  const text = await request.text();
  let body: unknown = {};
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return Response.json({ error: 'The body must be JSON' }, { status: 400 });
  }
  const parsed = revalidationRequestSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: 'Expected {}, {"menuId": n} or {"scope": "settings" | "menus" | "sliders"}' }, { status: 400 });
  }
  const tags = tagsToRevalidate(parsed.data);
  // Expire now rather than serve stale once: the editor who saved expects the next view to show it.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  signalRevalidated();
  return Response.json({ revalidated: tags });
}
