// The back office's door for instant updates: when an editor saves, the site drops the cached
// answers at once instead of waiting for them to expire.
import { bearerMatches, revalidateContent, revalidationRequestSchema, tagsToRevalidate } from '@/lib/cms/revalidation';
import { textUpTo } from '@/lib/bounded-body';

/** Far more than any of the bodies below (`{"menuId": 12}`): a larger one is refused unread. */
const MAX_BODY_BYTES = 4096;

/**
 * `POST /api/revalidate` — the back office says its content changed. With the right bearer secret
 * the named answers are dropped at once (the next request renders with fresh content); without
 * `REVALIDATE_SECRET` configured the endpoint does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: 'Not found' }, { status: 404 });
  if (!bearerMatches(request.headers.get('authorization'), secret)) {
    return Response.json(
      { error: 'A valid bearer secret is required' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    );
  }
  const text = await textUpTo(request, MAX_BODY_BYTES);
  if (text === null)
    return Response.json({ error: `The body must be at most ${MAX_BODY_BYTES} bytes` }, { status: 413 });
  let body: unknown = {};
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return Response.json({ error: 'The body must be JSON' }, { status: 400 });
  }
  const parsed = revalidationRequestSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { error: 'Expected {}, {"menuId": n} or {"scope": "settings" | "menus" | "sliders"}' },
      { status: 400 },
    );
  }
  const tags = tagsToRevalidate(parsed.data);
  await revalidateContent(tags);
  return Response.json({ revalidated: tags });
}
