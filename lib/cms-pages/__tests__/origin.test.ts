import { originFromHeaders } from '../origin';

const lookup = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('originFromHeaders', () => {
  it('uses the host header, over plain http without a proxy', () => {
    expect(originFromHeaders(lookup({ host: '127.0.0.1:3300' }))).toBe('http://127.0.0.1:3300');
  });

  it('prefers what the proxy forwarded, first value of each', () => {
    const forwarded = lookup({ host: 'internal:3000', 'x-forwarded-host': 'Example.org, internal', 'x-forwarded-proto': 'https, http' });
    expect(originFromHeaders(forwarded)).toBe('https://example.org');
    expect(originFromHeaders(lookup({ host: '[::1]:3000' }))).toBe('http://[::1]:3000');
  });

  it('gives no origin for a missing or forged host, or an unknown scheme', () => {
    expect(originFromHeaders(lookup({}))).toBeNull();
    expect(originFromHeaders(lookup({ host: 'evil.example/phish?' }))).toBeNull();
    expect(originFromHeaders(lookup({ host: 'a.org"><script>' }))).toBeNull();
    expect(originFromHeaders(lookup({ host: 'example.org', 'x-forwarded-proto': 'javascript' }))).toBeNull();
  });
});
