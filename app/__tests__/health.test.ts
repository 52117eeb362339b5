/** @jest-environment node */
// The health check answers at once, with nothing a cache in between may keep.
import { GET } from '../api/health/route';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"}, not to be cached', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
