/** @jest-environment node */
// The webhook reads at most a few kilobytes of a body, whoever sends it.
import { bodyUpTo } from '../request-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://site.test/api/revalidate', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('bodyUpTo', () => {
  it('gives a body within the limit as text', async () => {
    expect(await bodyUpTo(post('{"menuId": 12}'), 4096)).toBe('{"menuId": 12}');
    expect(await bodyUpTo(new Request('http://site.test/', { method: 'POST' }), 4096)).toBe('');
  });

  it('refuses a longer body, stopping where it passes the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    expect(await bodyUpTo(post(endless), 4096)).toBeNull();
    expect(pulled).toBeLessThan(10);
  });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const request = post('{}', { 'content-length': '104857600' });
    expect(await bodyUpTo(request, 4096)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });
});
