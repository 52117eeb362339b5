/** @jest-environment node */
// The webhook, the proxy and the content client read at most what they could need of a body, whoever sends it.
import { textUpTo } from '../bounded-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/revalidate', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('textUpTo', () => {
  it('gives a body within the limit as text', async () => {
    expect(await textUpTo(post('{"menuId": 12}'), 4096)).toBe('{"menuId": 12}');
    expect(await textUpTo(new Request('http://site.test/', { method: 'POST' }), 4096)).toBe('');
  });

  it('refuses a longer body, stopping where it passes the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    expect(await textUpTo(post(endless), 4096)).toBeNull();
    expect(pulled).toBeLessThan(10);
  });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    let pulled = 0;
    // No chunk is asked for before someone reads (high-water mark 0).
    const lazy = new ReadableStream<Uint8Array>(
      { pull: (controller) => void ((pulled += 1), controller.enqueue(new Uint8Array(8))) },
      { highWaterMark: 0 },
    );
    expect(await textUpTo(post(lazy, { 'content-length': '104857600' }), 4096)).toBeNull();
    expect(pulled).toBe(0);
  });
});
