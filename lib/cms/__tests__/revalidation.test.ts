/** @jest-environment node */
// The webhook's door: only the configured secret, in a bearer header of any spelling of the scheme, opens it.
import { bearerMatches } from '../revalidation';

const SECRET = 's3cret-value';

describe('bearerMatches', () => {
  it('accepts the secret after the Bearer scheme, whatever its case (RFC 9110, 11.1)', () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER'])
      expect(bearerMatches(`${scheme} ${SECRET}`, SECRET)).toBe(true);
  });

  it('refuses a missing header, another secret, another scheme and a bare secret', () => {
    for (const header of [
      null,
      '',
      'Bearer ',
      `Bearer ${SECRET}x`,
      `Bearer x${SECRET}`,
      `Basic ${SECRET}`,
      SECRET,
      `Bearer${SECRET}`,
    ]) {
      expect(bearerMatches(header, SECRET)).toBe(false);
    }
  });
});

describe('revalidateContent', () => {
  const revalidated: [string, unknown][] = [];
  let service: 'up' | 'down' = 'up';

  beforeAll(() => {
    jest.resetModules();
    jest.doMock('next/cache', () => ({
      revalidateTag: (tag: string, profile: unknown) => revalidated.push([tag, profile]),
    }));
    jest.doMock('../transport', () => ({
      requestCms: async () => (service === 'up' ? { kind: 'json', json: {} } : { kind: 'failed', reason: 'HTTP 503' }),
    }));
  });

  beforeEach(() => {
    revalidated.length = 0;
  });

  afterAll(() => {
    jest.dontMock('next/cache');
    jest.dontMock('../transport');
  });

  const revalidate = async (tags: string[]) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above
    (require('../revalidation') as typeof import('../revalidation')).revalidateContent(tags);

  it('expires the named tags at once while the service answers: the next request renders the change', async () => {
    service = 'up';
    await revalidate(['cms:settings', 'cms:menu:3']);
    expect(revalidated).toEqual([
      ['cms:settings', { expire: 0 }],
      ['cms:menu:3', { expire: 0 }],
    ]);
  });

  it('only marks them stale while the service is down, so the pages keep their last good content', async () => {
    service = 'down';
    await revalidate(['cms']);
    expect(revalidated).toEqual([['cms', 'max']]);
  });
});
