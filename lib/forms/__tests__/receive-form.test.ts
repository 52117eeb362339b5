/**
 * @jest-environment node
 */
// What every form's server action does with a post: wrong fields come back with their messages and what was typed;
// a right one is kept in the outbox (here on disk, with no channel set) before the visitor is thanked, the CV byte
// for byte and judged by its content; a card's details, a bot's post and the visitor's details in logs never are.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Submission } from '@/lib/outbox/submission';
import { documentFixture, rezip } from '@/test/support/cv-documents';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'forms-'));
process.env.DATA_DIR = DATA_DIR;
for (const name of [
  'SMTP_URL',
  'FORM_MAIL_URL',
  'CONTACT_FORM_ACTION',
  'REDIS_URL',
  'CONTACT_RATE_LIMIT_REDIS_URL',
  'FORMS_RATE_LIMIT',
  'CONTACT_RATE_LIMIT',
])
  delete process.env[name];

// Each post comes from an address of its own, so the per-address limit stays out of these but where tested.
let sender = 0;
let fixedSender: string | null = null;
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': fixedSender ?? `203.0.113.${(sender += 1)}` }),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after DATA_DIR is set, as a server would start
const actions = require('../actions') as typeof import('../actions');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FORM_IDLE, FORM_TEXT, FORM_THANKS } = require('../form-state') as typeof import('../form-state');

const waiting = () => path.join(DATA_DIR, 'outbox', 'waiting');
const kept = (): Submission[] =>
  (existsSync(waiting()) ? readdirSync(waiting()) : [])
    .filter((name) => name.endsWith('.json') && !name.endsWith('.meta.json'))
    .map((name) => JSON.parse(readFileSync(path.join(waiting(), name), 'utf8')) as Submission);
const newlyKept = async (post: () => Promise<unknown>): Promise<Submission[]> => {
  const before = new Set(kept().map((submission) => submission.id));
  await post();
  return kept().filter((submission) => !before.has(submission.id));
};

function form(values: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const contact = {
  name: 'Ana',
  lastname: 'Núñez',
  email: 'ana@example.org',
  subject: 'Support',
  events: 'Spring Charity Fun Run',
  notes: 'Hello & thanks\nfrom Ana',
};
/** A CV Ghostscript made (e2e/fixtures/documents). */
const PDF = documentFixture('cv-ghostscript.pdf');
const volunteer = { name: 'Ana Núñez', email: 'ana@example.org', subject: 'Weekends', description: 'I can drive.' };

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  fixedSender = null;
  for (const level of ['log', 'warn', 'error'] as const)
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
});
afterEach(() => jest.restoreAllMocks());

describe('a post with mistakes', () => {
  it('gets each field its message and keeps what was typed; nothing is kept for the organisation', async () => {
    const added = await newlyKept(async () => {
      const state = await actions.submitContact(FORM_IDLE, form({ ...contact, email: '', notes: '' }));
      expect(state).toMatchObject({
        status: 'invalid',
        message: FORM_TEXT.invalid,
        errors: { email: 'Please enter your email', notes: 'Please enter your note' },
      });
      expect(state.values.name).toBe('Ana');
    });
    expect(added).toEqual([]);
  });

  it('refuses an event the form does not offer, a field past its length, and a crafted post with no form', async () => {
    expect(
      (await actions.submitContact(FORM_IDLE, form({ ...contact, events: 'Free tickets at evil.example' }))).errors,
    ).toEqual({ events: 'Select your event list' });
    expect((await actions.submitContact(FORM_IDLE, form({ ...contact, name: 'A'.repeat(201) }))).errors).toEqual({
      name: 'Please keep this under 200 characters',
    });
    const bare = actions.submitContact as unknown as (only: FormData) => ReturnType<typeof actions.submitContact>;
    expect(await bare(form(contact))).toEqual({
      status: 'invalid',
      message: FORM_TEXT.invalid,
      errors: {},
      values: {},
    });
  });
});

describe('a right post', () => {
  it('is kept for the organisation before the visitor is thanked: labelled fields, their e-mail to reply to', async () => {
    const [submission, ...more] = await newlyKept(async () => {
      expect(await actions.submitContact(FORM_IDLE, form(contact))).toEqual({
        status: 'sent',
        message: FORM_THANKS.contact,
        errors: {},
        values: {},
      });
    });
    expect(more).toEqual([]);
    expect(submission).toMatchObject({ form: 'contact', title: 'Contact message', replyTo: 'ana@example.org' });
    expect(submission?.fields).toEqual([
      { name: 'name', label: 'First name', value: 'Ana' },
      { name: 'lastname', label: 'Last name', value: 'Núñez' },
      { name: 'email', label: 'Email', value: 'ana@example.org' },
      { name: 'subject', label: 'Subject', value: 'Support' },
      { name: 'events', label: 'Event', value: 'Spring Charity Fun Run' },
      { name: 'notes', label: 'Message', value: 'Hello & thanks\nfrom Ana' },
    ]);
  });

  it('keeps a volunteer’s CV byte for byte, named by its kind', async () => {
    const [submission] = await newlyKept(() =>
      actions.submitVolunteer(
        FORM_IDLE,
        form({ ...volunteer, cv: new File([PDF], 'Ana CV.pdf', { type: 'application/pdf' }) }),
      ),
    );
    expect(submission?.attachment).toEqual({
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      base64: PDF.toString('base64'),
    });
    expect(submission?.fields.map((field) => field.label)).toEqual(['Name', 'Email', 'Subject', 'About you']);
  });

  it('says where the form was sent from (a post, a cause, a team member)', async () => {
    const [comment] = await newlyKept(() =>
      actions.submitComment(
        FORM_IDLE,
        form({ name: 'Ana', email: 'ana@example.org', comment: 'Lovely.', about: 'Clean water for Kibera' }),
      ),
    );
    expect(comment?.fields.find((field) => field.name === 'about')).toEqual({
      name: 'about',
      label: 'On',
      value: 'Clean water for Kibera',
    });
  });
});

/** A donor of the pledges below; each adds the amount, how often and how. */
const donor = { firstName: 'Ana', lastName: 'Núñez', email: 'ana@example.org' };
const fieldOf = (submission: Submission | undefined, name: string) =>
  submission?.fields.find((field) => field.name === name)?.value;

describe('what never reaches the organisation, the disk or a log', () => {
  it('a card’s details: a pledge is kept with its method only, even when a crafted post carries the card', async () => {
    const card = {
      cardType: 'Visa',
      cardHolder: 'ANA NUNEZ',
      cardNumber: '4111 1111 1111 1111',
      cvv: '123',
      expiry: '08/29',
    };
    const pledge = { ...donor, amount: '50', frequency: 'once', address: '1 River St', message: '', payment: 'card' };
    const [submission] = await newlyKept(async () => {
      expect((await actions.submitDonation(FORM_IDLE, form({ ...pledge, ...card }))).status).toBe('sent');
    });
    const stored = readdirSync(waiting())
      .map((name) => readFileSync(path.join(waiting(), name), 'utf8'))
      .join('\n');
    for (const secret of ['4111', '1111 1111', 'ANA NUNEZ', '08/29']) {
      expect(stored).not.toContain(secret);
      expect(logged.join('\n')).not.toContain(secret);
    }
    expect(fieldOf(submission, 'payment')).toMatch(/^Card/);
    expect(fieldOf(submission, 'amount')).toBe('$50.00');
  });

  it('an "Other amount" pledge is kept with the amount typed; a bad one gets its message and keeps what was typed', async () => {
    const pledge = { ...donor, payment: 'offline', frequency: 'monthly' };
    const [submission] = await newlyKept(async () => {
      const answer = await actions.submitDonation(
        FORM_IDLE,
        form({ ...pledge, amount: 'custom', customAmount: '12.50' }),
      );
      expect(answer.status).toBe('sent');
    });
    expect(fieldOf(submission, 'amount')).toBe('$12.50 a month');
    const refused = await actions.submitDonation(FORM_IDLE, form({ ...pledge, amount: 'custom', customAmount: 'ten' }));
    expect(refused.errors.customAmount).toMatch(/such as 30 or 12.50/);
    expect(refused.values.customAmount).toBe('ten');
  });

  it('a crafted gift: a cause the site does not have is refused; a cause title posted alone is not believed', async () => {
    const gift = { ...donor, amount: '10', frequency: 'once', payment: 'offline' };
    const refused = await actions.submitDonation(FORM_IDLE, form({ ...gift, causeId: '99999' }));
    expect(refused.errors.causeId).toBe('This cause is not open for gifts');
    const [submission] = await newlyKept(async () => {
      const answer = await actions.submitDonation(FORM_IDLE, form({ ...gift, about: 'Send it to me instead' }));
      expect(answer.status).toBe('sent');
    });
    expect(fieldOf(submission, 'about')).toBe('');
  });

  it('a program dressed as a CV, and a CV over 5 MB: each gets its message beside the field', async () => {
    const program = new File([Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(512)])], 'cv.pdf', {
      type: 'application/pdf',
    });
    const large = new File([Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])], 'cv.pdf', {
      type: 'application/pdf',
    });
    const added = await newlyKept(async () => {
      expect((await actions.submitVolunteer(FORM_IDLE, form({ ...volunteer, cv: program }))).errors.cv).toMatch(
        /not the document its name says/,
      );
      expect((await actions.submitVolunteer(FORM_IDLE, form({ ...volunteer, cv: large }))).errors.cv).toBe(
        'Your CV must be 5 MB or smaller',
      );
    });
    expect(added).toEqual([]);
  });

  it('a bot’s post (the hidden field filled): thanked, dropped, and logged without a field', async () => {
    const added = await newlyKept(async () => {
      expect(
        (await actions.submitNewsletter(FORM_IDLE, form({ email: 'bot@example.org', homepage: 'http://spam.example' })))
          .status,
      ).toBe('sent');
    });
    expect(added).toEqual([]);
    expect(logged.join('\n')).toContain('a bot');
  });

  it('the visitor’s details in any log line', async () => {
    await actions.submitVolunteer(FORM_IDLE, form({ ...volunteer, cv: new File([PDF], 'cv.pdf') }));
    await actions.submitContact(FORM_IDLE, form(contact));
    expect(logged.length).toBeGreaterThan(0);
    for (const detail of ['Ana', 'ana@example.org', 'I can drive', 'Hello'])
      expect(logged.join('\n')).not.toContain(detail);
  });
});

describe('the limit per form and address', () => {
  it('refuses a third post of one form from one address, keeping what was typed; other forms still go', async () => {
    process.env.FORMS_RATE_LIMIT = '2';
    fixedSender = '198.51.100.20';
    try {
      for (let n = 0; n < 2; n += 1)
        expect(
          (
            await actions.submitQuickContact(
              FORM_IDLE,
              form({ name: 'Ana', email: 'ana@example.org', subject: 'Hi', message: 'Hello' }),
            )
          ).status,
        ).toBe('sent');
      const refused = await actions.submitQuickContact(
        FORM_IDLE,
        form({ name: 'Ana', email: 'ana@example.org', subject: 'Hi', message: 'Hello' }),
      );
      expect(refused).toMatchObject({
        status: 'failed',
        message: FORM_TEXT.limited,
        values: { name: 'Ana', message: 'Hello' },
      });
      expect((await actions.submitNewsletter(FORM_IDLE, form({ email: 'ana@example.org' }))).status).toBe('sent');
    } finally {
      delete process.env.FORMS_RATE_LIMIT;
    }
  });
});

describe('the limit counts a CV before reading it', () => {
  it('a CV refused for what it holds spends a turn, so past the limit the next is not read at all', async () => {
    process.env.FORMS_RATE_LIMIT = '2';
    fixedSender = '198.51.100.21';
    const polyglot = () => new File([Buffer.from('%PDF-<html><script>alert(1)</script></html>')], 'cv.pdf');
    try {
      // A field to correct is no turn: the visitor is not held back while getting the form right.
      const wrong = await actions.submitVolunteer(FORM_IDLE, form({ ...volunteer, email: 'ana@', cv: polyglot() }));
      expect(wrong.errors.email).toBeDefined();
      for (let n = 0; n < 2; n += 1)
        expect((await actions.submitVolunteer(FORM_IDLE, form({ ...volunteer, cv: polyglot() }))).errors.cv).toMatch(
          /not the document its name says/,
        );
      const added = await newlyKept(async () => {
        const third = await actions.submitVolunteer(FORM_IDLE, form({ ...volunteer, cv: polyglot() }));
        expect(third).toMatchObject({ status: 'failed', message: FORM_TEXT.limited, errors: {} });
      });
      expect(added).toEqual([]);
    } finally {
      delete process.env.FORMS_RATE_LIMIT;
    }
  });
});

describe('hostile posts (issue 48)', () => {
  it('a PDF sent as text/html: kept as cv.pdf of type application/pdf, not as the browser said', async () => {
    const [submission] = await newlyKept(() =>
      actions.submitVolunteer(FORM_IDLE, form({ ...volunteer, cv: new File([PDF], 'x.pdf', { type: 'text/html' }) })),
    );
    expect(submission?.attachment).toMatchObject({ filename: 'cv.pdf', contentType: 'application/pdf' });
  });

  it('a PDF that is HTML inside, and a DOCX holding a program: each refused beside the field, nothing kept (issue 54)', async () => {
    const html = Buffer.from('%PDF-<html><script>alert(document.cookie)</script></html>');
    const docx = await rezip(documentFixture('cv-libreoffice.docx'), {
      add: [{ name: 'word/media/setup.exe.', data: 'MZ' }],
    });
    const added = await newlyKept(async () => {
      const polyglot = await actions.submitVolunteer(
        FORM_IDLE,
        form({ ...volunteer, cv: new File([html], 'x.pdf', { type: 'text/html' }) }),
      );
      expect(polyglot.errors.cv).toMatch(/not the document its name says/);
      const program = await actions.submitVolunteer(
        FORM_IDLE,
        form({ ...volunteer, cv: new File([new Uint8Array(docx)], 'cv.docx') }),
      );
      expect(program).toMatchObject({ status: 'invalid', errors: { cv: expect.stringMatching(/macros, scripts/) } });
      expect(program.values).toMatchObject({ name: 'Ana Núñez' });
    });
    expect(added).toEqual([]);
  });

  it('a bare carriage return, NEL or a line separator in a field is a line break; other controls are dropped', async () => {
    const [submission] = await newlyKept(() =>
      actions.submitContact(
        FORM_IDLE,
        form({
          ...contact,
          name: 'Ana\rEmail: forged@evil.example\u0000',
          notes: 'Hello\rEmail: forged@evil.example\u2028Reference: 0\u0085x\u001b[31m',
        }),
      ),
    );
    const value = (name: string) => submission?.fields.find((field) => field.name === name)?.value;
    expect(value('name')).toBe('Ana Email: forged@evil.example');
    expect(value('notes')).toBe('Hello\nEmail: forged@evil.example\nReference: 0\nx[31m');
  });

  it('an international address is taken, and is the one to reply to', async () => {
    for (const email of ['josé@example.org', 'user@bücher.example']) {
      const [submission] = await newlyKept(() => actions.submitContact(FORM_IDLE, form({ ...contact, email })));
      expect(submission?.replyTo).toBe(email);
    }
  });
});
