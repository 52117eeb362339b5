/**
 * @jest-environment node
 */
// One address may send only so many contact messages in ten minutes; then it is asked to wait and loses nothing.
import { submitContact } from '../contact-action';
import { clientAddress, contactLimit, takeContactTurn } from '../contact-rate-limit';
import { CONTACT_IDLE, CONTACT_TEXT } from '../contact-state';

let forwardedFor = '198.51.100.1';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': forwardedFor }) }));

const message = { name: 'Ana', lastname: 'Núñez', email: 'ana@example.org', subject: 'Support', events: 'Spring Charity Fun Run', notes: 'Hello' };

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const saved = { limit: process.env.CONTACT_RATE_LIMIT, action: process.env.CONTACT_FORM_ACTION };
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  delete process.env.CONTACT_FORM_ACTION;
});
afterEach(() => {
  for (const [name, value] of [['CONTACT_RATE_LIMIT', saved.limit], ['CONTACT_FORM_ACTION', saved.action]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  jest.restoreAllMocks();
});

describe('contactLimit', () => {
  it('reads CONTACT_RATE_LIMIT, 5 when unset or unusable, 0 to turn it off', () => {
    expect(contactLimit(undefined)).toBe(5);
    expect(contactLimit('12')).toBe(12);
    expect(contactLimit('0')).toBe(0);
    expect(contactLimit('lots')).toBe(5);
    expect(contactLimit('-3')).toBe(5);
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

describe('takeContactTurn', () => {
  it('lets an address send up to the limit, then refuses it while others still may', async () => {
    const turns = [];
    for (let n = 0; n < 3; n += 1) turns.push(await takeContactTurn('192.0.2.10', 2));
    expect(turns).toEqual([true, true, false]);
    expect(await takeContactTurn('192.0.2.11', 2)).toBe(true);
  });

  it('never refuses with the limit off', async () => {
    for (let n = 0; n < 20; n += 1) expect(await takeContactTurn('192.0.2.12', 0)).toBe(true);
  });
});

describe('submitContact with a limit', () => {
  it('asks the visitor to wait past the limit, keeping what they typed; a form with errors does not count', async () => {
    process.env.CONTACT_RATE_LIMIT = '2';
    forwardedFor = '198.51.100.20';
    expect((await submitContact(CONTACT_IDLE, formData({ ...message, email: 'not an address' }))).status).toBe('invalid');
    for (let n = 0; n < 2; n += 1) expect((await submitContact(CONTACT_IDLE, formData(message))).status).toBe('sent');

    const refused = await submitContact(CONTACT_IDLE, formData(message));
    expect(refused).toEqual({ status: 'failed', message: CONTACT_TEXT.limited, errors: {}, values: message });

    // Another visitor is not held back by this one.
    forwardedFor = '198.51.100.21';
    expect((await submitContact(CONTACT_IDLE, formData(message))).status).toBe('sent');
  });
});
