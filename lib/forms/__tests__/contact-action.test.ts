/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { submitContact } from '../contact-action';
import { deliverContact, deliveryUrl } from '../contact-delivery';
import { CONTACT_IDLE, CONTACT_TEXT } from '../contact-state';
import type { ContactMessage } from '../contact-schema';

// Each send comes from an address of its own, so the per-address limit (contact-rate-limit.test.ts) stays out of these.
let sender = 0;
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': `203.0.113.${(sender += 1)}` }) }));

type Received = { method?: string; type?: string; body: string };

/** A tiny form-mail service on 127.0.0.1 that answers each request with `respond`. */
async function startFormMail(respond: (res: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, type: req.headers['content-type'], body });
      respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}/f/contact`, received, close, server };
}

const message: ContactMessage = { name: 'Ana', lastname: 'Núñez', email: 'ana@example.org', subject: 'Support', events: 'Spring Charity Fun Run', notes: 'Hello & thanks' };

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const savedAction = process.env.CONTACT_FORM_ACTION;
afterEach(() => {
  if (savedAction === undefined) delete process.env.CONTACT_FORM_ACTION;
  else process.env.CONTACT_FORM_ACTION = savedAction;
  jest.restoreAllMocks();
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('deliveryUrl', () => {
  it('keeps http(s) addresses only', () => {
    expect(deliveryUrl('https://formmail.example.org/f/1')?.href).toBe('https://formmail.example.org/f/1');
    expect(deliveryUrl('javascript:alert(1)')).toBeNull();
    expect(deliveryUrl('not a url')).toBeNull();
    expect(deliveryUrl('  ')).toBeNull();
  });
});

describe('deliverContact', () => {
  it('posts the fields as an ordinary form submission', async () => {
    const formMail = await startFormMail((res) => res.writeHead(200).end('{"ok":true}'));
    try {
      await expect(deliverContact(new URL(formMail.url), message)).resolves.toEqual({ ok: true });
      expect(formMail.received).toHaveLength(1);
      expect(formMail.received[0]?.method).toBe('POST');
      expect(formMail.received[0]?.type).toContain('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(formMail.received[0]?.body))).toEqual(message);
    } finally {
      await formMail.close();
    }
  });

  it('reports a non-2xx answer as a failure', async () => {
    const formMail = await startFormMail((res) => res.writeHead(503).end('down'));
    try {
      await expect(deliverContact(new URL(formMail.url), message)).resolves.toEqual({ ok: false, reason: 'status 503' });
    } finally {
      await formMail.close();
    }
  });

  it('gives up after the timeout', async () => {
    const formMail = await startFormMail((res) => setTimeout(() => res.writeHead(200).end(), 2000).unref());
    try {
      await expect(deliverContact(new URL(formMail.url), message, 200)).resolves.toEqual({ ok: false, reason: 'timeout' });
    } finally {
      formMail.server.closeAllConnections();
      await formMail.close();
    }
  });

  it('reports a refused connection as a network error', async () => {
    const formMail = await startFormMail((res) => res.end());
    const { url } = formMail;
    await formMail.close();
    await expect(deliverContact(new URL(url), message)).resolves.toEqual({ ok: false, reason: 'network error' });
  });
});

/** Runs `check` with CONTACT_FORM_ACTION pointing at a form-mail stand-in that answers `status`, then stops it. */
async function withFormMail(status: number, check: (formMail: Awaited<ReturnType<typeof startFormMail>>) => Promise<void>) {
  const formMail = await startFormMail((res) => res.writeHead(status).end());
  process.env.CONTACT_FORM_ACTION = formMail.url;
  try {
    await check(formMail);
  } finally {
    await formMail.close();
  }
}

describe('submitContact (the server action)', () => {
  it('returns the field messages and what was typed for an invalid form, without delivering', async () => {
    await withFormMail(200, async (formMail) => {
      const state = await submitContact(CONTACT_IDLE, formData({ ...message, email: '', notes: '' }));
      expect(state.status).toBe('invalid');
      expect(state.errors).toEqual({ email: 'Please enter your email', notes: 'Please enter your note' });
      expect(state.values.name).toBe('Ana');
      expect(formMail.received).toHaveLength(0);
    });
  });

  it('answers a post with no form in it (a crafted request) as an invalid form, without delivering', async () => {
    await withFormMail(200, async (formMail) => {
      // What Next hands the action for a bare `$ACTION_ID_…` post: the form where the state should be.
      const bare = submitContact as unknown as (only: FormData) => ReturnType<typeof submitContact>;
      const state = await bare(formData(message));
      expect(state).toEqual({ status: 'invalid', message: CONTACT_TEXT.invalid, errors: {}, values: {} });
      expect(formMail.received).toHaveLength(0);
    });
  });

  it('refuses an event the form does not offer (a crafted post), without delivering', async () => {
    await withFormMail(200, async (formMail) => {
      const state = await submitContact(CONTACT_IDLE, formData({ ...message, events: 'Free tickets at evil.example' }));
      expect(state.status).toBe('invalid');
      expect(state.errors).toEqual({ events: 'Select your event list' });
      expect(formMail.received).toHaveLength(0);
    });
  });

  it('delivers a valid message to CONTACT_FORM_ACTION and clears the form', async () => {
    await withFormMail(200, async (formMail) => {
      const state = await submitContact(CONTACT_IDLE, formData(message));
      expect(state).toEqual({ status: 'sent', message: CONTACT_TEXT.sent, errors: {}, values: {} });
      expect(formMail.received).toHaveLength(1);
    });
  });

  it('tells the visitor when delivery fails and keeps what they typed', async () => {
    await withFormMail(500, async () => {
      const state = await submitContact(CONTACT_IDLE, formData(message));
      expect(state.status).toBe('failed');
      expect(state.message).toBe(CONTACT_TEXT.failed);
      expect(state.values).toEqual(message);
    });
  });

  it('treats a CONTACT_FORM_ACTION that is not http(s) as a failure', async () => {
    process.env.CONTACT_FORM_ACTION = 'file:///etc/passwd';
    const state = await submitContact(CONTACT_IDLE, formData(message));
    expect(state.status).toBe('failed');
  });

  it('accepts a valid message without delivering it when CONTACT_FORM_ACTION is unset', async () => {
    delete process.env.CONTACT_FORM_ACTION;
    const state = await submitContact(CONTACT_IDLE, formData(message));
    expect(state).toEqual({ status: 'sent', message: CONTACT_TEXT.received, errors: {}, values: {} });
    expect(state.message).not.toBe(CONTACT_TEXT.sent);
    expect(state.message).toContain('not connected');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('not delivered'));
  });
});
