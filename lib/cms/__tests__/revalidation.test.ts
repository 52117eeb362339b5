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
