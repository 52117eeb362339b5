/** @jest-environment node */
// The cache handler Next loads with REDIS_URL (cache-handler.mjs), as a build loads it (its memory only): a tag
// revalidated at once (`{ expire: 0 }`, the webhook while the service answers) removes what was cached under it;
// one only marked stale (the webhook while the service is down) leaves it, the last good content.
process.env.NEXT_PHASE = 'phase-production-build';

type Handler = {
  get(key: string, ctx: { kind: string; softTags: string[] }): Promise<unknown>;
  set(key: string, value: unknown, ctx: { tags: string[]; fetchCache: boolean; revalidate: number }): Promise<void>;
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
};

async function handlerWithEntry(): Promise<Handler> {
  const { default: SiteCacheHandler } = (await import('@/cache-handler.mjs')) as {
    default: new (context: object) => Handler;
  };
  const handler = new SiteCacheHandler({ serverDistDir: '/nonexistent', dev: false });
  const value = {
    kind: 'FETCH',
    data: { headers: {}, body: '"Riverbend Trust"', status: 200, url: '' },
    revalidate: 30,
  };
  await handler.set('settings', value, { tags: ['cms', 'cms:settings'], fetchCache: true, revalidate: 30 });
  return handler;
}

const read = (handler: Handler) => handler.get('settings', { kind: 'FETCH', softTags: [] });

it('keeps an entry whose tag is only marked stale, and removes one whose tag expires at once', async () => {
  const handler = await handlerWithEntry();
  expect(await read(handler)).not.toBeNull();
  await handler.revalidateTag(['cms:settings'], { expire: 31_536_000 });
  expect(await read(handler)).not.toBeNull();
  await handler.revalidateTag(['cms:settings'], { expire: 0 });
  expect(await read(handler)).toBeNull();
});
