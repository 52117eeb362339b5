/**
 * @jest-environment node
 */
// The outbox delivers to the real thing: an SMTP server (smtp-server, read back with mailparser), a form-mail
// endpoint, and through a redis-server's queue. A submission arrives once, with its fields, its Reply-To and its
// CV byte for byte; while the mail server is down it waits, and arrives once when it is back.
import { createHash } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startMailServer as mailServer } from '@/e2e/support/mail-server';
import { startRedis, type OwnedRedis } from '@/e2e/support/redis-server';
import { openOutbox, type Outbox } from '../outbox';
import type { Submission } from '../submission';

const CV = Buffer.from('%PDF-1.7\n% a CV of Ana\n%%EOF\n');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const submission = (id: string): Submission => ({
  id,
  form: 'volunteer',
  title: 'Volunteer application',
  receivedAt: '2026-11-28T10:00:00.000Z',
  fields: [
    { name: 'name', label: 'Name', value: 'Ana Núñez' },
    { name: 'email', label: 'Email', value: 'ana@example.org' },
    { name: 'description', label: 'About you', value: 'I can drive.\nWeekends only.' },
  ],
  replyTo: 'ana@example.org',
  attachment: { filename: 'Ana CV.pdf', contentType: 'application/pdf', base64: CV.toString('base64') },
});

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  for (const deadline = Date.now() + ms; !(await check());) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const outboxes: Outbox[] = [];
const opened = (env: Record<string, string>) => {
  const outbox = openOutbox({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'deliver-')), ...env });
  outboxes.push(outbox);
  return outbox;
};

beforeEach(() => {
  for (const level of ['log', 'warn', 'error'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()));
  jest.restoreAllMocks();
});

/** An outbox delivering to the mail server at `url`, as the site's settings name it. */
const mailingTo = (url: string) => {
  const outbox = opened({
    SMTP_URL: url,
    FORMS_MAIL_TO: 'office@charity.example',
    FORMS_MAIL_FROM: 'website@charity.example',
  });
  outbox.startDelivery();
  return outbox;
};

describe('by e-mail (SMTP_URL)', () => {
  it('sends one message: the form in the subject, the fields as text, the visitor to reply to, the CV as it was', async () => {
    const port = await freePort();
    // The organisation's server asks for a login: SMTP_URL carries it.
    const mail = await mailServer(port, { user: 'website@charity.example', pass: 'p@ss word' });
    try {
      const outbox = mailingTo(mail.url);
      await outbox.put(submission('11111111-1111-4111-8111-111111111111'));
      await until(() => mail.received.length > 0);
      const [message] = mail.received;
      expect(message?.subject).toBe('Volunteer application from the website');
      expect(message?.replyTo?.text).toBe('ana@example.org');
      expect(message?.to && 'text' in message.to ? message.to.text : '').toBe('office@charity.example');
      expect(message?.text).toContain('Name: Ana Núñez');
      expect(message?.text).toContain('About you:\n  I can drive.\n  Weekends only.');
      expect(message?.messageId).toBe('<11111111-1111-4111-8111-111111111111@127.0.0.1>');
      expect(message?.attachments.map((file) => [file.filename, sha(file.content)])).toEqual([['Ana CV.pdf', sha(CV)]]);
      // The message arrives before the outbox hears the server's answer and deletes its copy.
      await until(async () => (await outbox.list()).length === 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mail.received).toHaveLength(1);
    } finally {
      await mail.stop();
    }
  });

  it('while the mail server is down, keeps it and tries again; once it is back, it arrives once', async () => {
    const port = await freePort();
    const outbox = mailingTo(`smtp://127.0.0.1:${port}`);
    await outbox.put(submission('22222222-2222-4222-8222-222222222222'));
    await until(() => (console.error as jest.Mock).mock.calls.some(([line]) => String(line).includes('not delivered')));
    const [waiting] = await outbox.list();
    expect(waiting).toMatchObject({ form: 'volunteer', attempts: 1 });
    const mail = await mailServer(port);
    try {
      await outbox.retryNow();
      await until(() => mail.received.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mail.received).toHaveLength(1);
      expect(await outbox.list()).toEqual([]);
    } finally {
      await mail.stop();
    }
  });
});

type Posted = { fields: Record<string, string>; cv?: { name: string; type: string; sha: string } };

/** A form-mail endpoint of the test's own, keeping each post it receives as fields and a file. */
async function formMailEndpoint() {
  const received: Posted[] = [];
  const server: Server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const fields: Record<string, string> = {};
    let cv: Posted['cv'];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else cv = { name: value.name, type: value.type, sha: sha(Buffer.from(await value.arrayBuffer())) };
    }
    received.push({ fields, cv });
    res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/form-mail`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('to the form-mail endpoint (FORM_MAIL_URL)', () => {
  it('posts one multipart form: the form and submission named, the fields by name, the CV as a file', async () => {
    const endpoint = await formMailEndpoint();
    try {
      const outbox = opened({ FORM_MAIL_URL: endpoint.url });
      outbox.startDelivery();
      await outbox.put(submission('33333333-3333-4333-8333-333333333333'));
      await until(() => endpoint.received.length > 0);
      // A form's line breaks travel as CRLF (the HTML standard's multipart encoding).
      expect(endpoint.received[0]?.fields).toEqual({
        form: 'volunteer',
        submission: '33333333-3333-4333-8333-333333333333',
        name: 'Ana Núñez',
        email: 'ana@example.org',
        description: 'I can drive.\r\nWeekends only.',
      });
      expect(endpoint.received[0]?.cv).toEqual({ name: 'Ana CV.pdf', type: 'application/pdf', sha: sha(CV) });
    } finally {
      await endpoint.close();
    }
  });
});

describe('hostile input (issue 48)', () => {
  /** A submission from `email`, whose text carries every kind of line break a crafted post can. */
  const crafted = (id: string, email: string): Submission => ({
    ...submission(id),
    fields: [
      { name: 'email', label: 'Email', value: email },
      { name: 'description', label: 'About you', value: 'Hello\rEmail: forged@evil.example\u2028Reference: 0-forged' },
    ],
    replyTo: email,
    attachment: undefined,
  });

  it('by e-mail: an international address is the Reply-To, and a bare CR forges no line', async () => {
    const mail = await mailServer(await freePort());
    try {
      const outbox = mailingTo(mail.url);
      await outbox.put(crafted('44444444-4444-4444-8444-444444444444', 'josé@example.org'));
      await outbox.put(crafted('55555555-5555-4555-8555-555555555555', 'user@bücher.example'));
      await until(() => mail.received.length === 2);
      const replyTo = (id: string) =>
        mail.received.find((message) => message.messageId?.startsWith(`<${id}`))?.replyTo?.value[0]?.address;
      expect(replyTo('44444444')).toBe('josé@example.org');
      // nodemailer writes the domain in punycode (xn--bcher-kva); mailparser reads it back in Unicode.
      expect(replyTo('55555555')).toBe('user@bücher.example');
      for (const message of mail.received) {
        expect(message.text).toContain('About you:\n  Hello\n  Email: forged@evil.example\n  Reference: 0-forged\n');
        expect(message.text?.split('\n').filter((line) => line.startsWith('Email:'))).toHaveLength(1);
      }
    } finally {
      await mail.stop();
    }
  });

  it('by e-mail: the Reply-To is the very address the form took, alone; one nodemailer would rewrite is left out (issue 54)', async () => {
    const mail = await mailServer(await freePort());
    const taken = [
      "o'neil+cv@example.org",
      "!#$%&'*+-/=?^_`{|}~@example.org",
      '用户@例子.广告',
      'a.b@sub.example.co.uk',
    ];
    try {
      const outbox = mailingTo(mail.url);
      for (const [index, email] of taken.entries())
        await outbox.put(crafted(`6666666${index}-6666-4666-8666-666666666666`, email));
      // Older outbox entries, or a form that forgot its check: the address as nodemailer would have rewritten it.
      await outbox.put(crafted('77777777-7777-4777-8777-777777777777', 'zed\u2028bcc@example.org'));
      await until(() => mail.received.length === taken.length + 1);
      const replyTo = (id: string) =>
        mail.received.find((message) => message.messageId?.startsWith(`<${id}`))?.replyTo?.value;
      for (const [index, address] of taken.entries())
        expect(replyTo(`6666666${index}`)).toEqual([{ address, name: '' }]);
      expect(replyTo('77777777')).toBeUndefined();
    } finally {
      await mail.stop();
    }
  }, 20_000);

  it('to the form-mail endpoint: the address as typed, the line breaks as CRLF, never a bare CR', async () => {
    const endpoint = await formMailEndpoint();
    try {
      const outbox = opened({ FORM_MAIL_URL: endpoint.url });
      outbox.startDelivery();
      await outbox.put(crafted('66666666-6666-4666-8666-666666666666', 'josé@example.org'));
      await until(() => endpoint.received.length > 0);
      expect(endpoint.received[0]?.fields).toMatchObject({
        email: 'josé@example.org',
        description: 'Hello\r\nEmail: forged@evil.example\r\nReference: 0-forged',
      });
    } finally {
      await endpoint.close();
    }
  });
});

describe('through the cluster’s Redis (REDIS_URL)', () => {
  let redis: OwnedRedis;
  beforeAll(async () => {
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('queues it where every instance can deliver it, and it leaves the queue once delivered', async () => {
    const port = await freePort();
    const mail = await mailServer(port);
    try {
      const env = {
        REDIS_URL: redis.url,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        FORMS_MAIL_TO: 'office@charity.example',
        FORMS_MAIL_FROM: 'website@charity.example',
      };
      const sender = opened(env);
      await until(() => true);
      await sender.put(submission('44444444-4444-4444-8444-444444444444'));
      // Another instance's worker delivers it; the disk of the one that took it holds nothing.
      const other = opened(env);
      other.startDelivery();
      await until(() => mail.received.length > 0);
      expect(mail.received[0]?.attachments[0]?.content.equals(CV)).toBe(true);
      await until(() => true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await other.list()).toEqual([]);
    } finally {
      await mail.stop();
    }
  });

  it('with Redis away, keeps it on disk instead, and delivers it from there', async () => {
    const port = await freePort();
    const mail = await mailServer(port);
    try {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'deliver-'));
      const outbox = openOutbox({
        DATA_DIR: dataDir,
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        FORMS_MAIL_TO: 'o@charity.example',
        FORMS_MAIL_FROM: 'w@charity.example',
      });
      outboxes.push(outbox);
      await outbox.put(submission('55555555-5555-4555-8555-555555555555'));
      expect(readdirSync(path.join(dataDir, 'outbox', 'waiting'))).toContain(
        '55555555-5555-4555-8555-555555555555.json',
      );
      outbox.startDelivery();
      await until(() => mail.received.length > 0);
      expect(mail.received).toHaveLength(1);
    } finally {
      await mail.stop();
    }
  });
});
