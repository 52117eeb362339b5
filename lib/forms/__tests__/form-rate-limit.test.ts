/**
 * @jest-environment node
 */
// One address may send each form only so many times in ten minutes; then it is asked to wait, per form.
import { clientAddress, formLimit, takeFormTurn } from '../form-rate-limit';

describe('formLimit', () => {
  it('reads FORMS_RATE_LIMIT, else the older CONTACT_RATE_LIMIT, 5 when unset or unusable, 0 to turn it off', () => {
    expect(formLimit({})).toBe(5);
    expect(formLimit({ FORMS_RATE_LIMIT: '12' })).toBe(12);
    expect(formLimit({ FORMS_RATE_LIMIT: '0' })).toBe(0);
    expect(formLimit({ CONTACT_RATE_LIMIT: '7' })).toBe(7);
    expect(formLimit({ FORMS_RATE_LIMIT: '3', CONTACT_RATE_LIMIT: '7' })).toBe(3);
    expect(formLimit({ FORMS_RATE_LIMIT: 'lots' })).toBe(5);
    expect(formLimit({ FORMS_RATE_LIMIT: '-3' })).toBe(5);
  });
});

describe('clientAddress', () => {
  it('takes the address the nearest proxy added, the last of X-Forwarded-For', () => {
    expect(clientAddress('203.0.113.9, 10.0.0.2')).toBe('10.0.0.2');
    expect(clientAddress('198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddress(null)).toBe('unknown');
    expect(clientAddress('')).toBe('unknown');
  });
});

describe('takeFormTurn', () => {
  it('lets an address send a form up to the limit, then refuses it while others, and other forms, still may', async () => {
    const turns = [];
    for (let n = 0; n < 3; n += 1) turns.push(await takeFormTurn('contact', '192.0.2.10', 2));
    expect(turns).toEqual([true, true, false]);
    expect(await takeFormTurn('contact', '192.0.2.11', 2)).toBe(true);
    expect(await takeFormTurn('newsletter', '192.0.2.10', 2)).toBe(true);
  });

  it('never refuses with the limit off', async () => {
    for (let n = 0; n < 20; n += 1) expect(await takeFormTurn('contact', '192.0.2.12', 0)).toBe(true);
  });
});
