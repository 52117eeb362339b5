// Issue 48: international addresses are e-mail addresses (nodemailer sends them: SMTPUTF8, punycode domains), and
// what it cannot send, or what would smuggle a header or a second address, is still refused by every form.
// Issue 54: no bidi control, separator or other invisible character, and nothing nodemailer would rewrite: what a
// form takes is, character for character, what nodemailer's address parser reads as the address.
import addressparser from 'nodemailer/lib/addressparser';
import { asReplyTo } from '@/lib/outbox/reply-to';
import { contactSchema } from '../contact-schema';
import { donationSchema } from '../donation-schema';
import { isSendableEmail } from '../email-address';
import { emailField } from '../rules';
import { commentSchema, newsletterSchema, quickContactSchema } from '../simple-schemas';
import { volunteerSchema } from '../volunteer-schema';

describe('an e-mail address', () => {
  it.each([
    'josé@example.org',
    'user@bücher.example',
    'user@xn--bcher-kva.example',
    '用户@例子.广告',
    'ana@example.org',
    'a.b+c@sub.example.co.uk',
    "o'neil@example.org",
  ])('%s is taken', (address) => {
    expect(isSendableEmail(address)).toBe(true);
    expect(emailField().safeParse(` ${address} `).data).toBe(address);
  });

  it.each([
    'not-an-email',
    'a@b',
    'a@example',
    'a@example.o',
    'a@@example.org',
    'a..b@example.org',
    '.a@example.org',
    'a b@example.org',
    '"a b"@example.org',
    'a@-x.org',
    'a@x-.org',
    'a@exa_mple.org',
    'a@[127.0.0.1]',
    'a@example.org\r\nBcc: victim@example.org',
    'a@example.org, victim@example.org',
    'a@example.org>',
    'a\u0000b@example.org',
    `${'é'.repeat(33)}@example.org`,
  ])('%j is refused', (address) => {
    expect(isSendableEmail(address)).toBe(false);
    expect(emailField().safeParse(address).success).toBe(false);
  });

  it.each([
    ['a line separator (nodemailer would write `zed <bcc@example.org>`)', 'zed\u2028bcc@example.org'],
    ['a paragraph separator', 'zed\u2029bcc@example.org'],
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].map((bidi) => [
      `the bidi control U+${bidi.codePointAt(0)!.toString(16).toUpperCase()}`,
      `gro.elpmaxe${bidi}@example.org`,
    ]),
    ['a left-to-right mark', 'ana\u200e@example.org'],
    ['a right-to-left mark', 'ana\u200f@example.org'],
    ['an Arabic letter mark', 'ana\u061c@example.org'],
    ['a zero-width space', 'an\u200ba@example.org'],
    ['a zero-width joiner', 'an\u200da@example.org'],
    ['a byte order mark inside', 'an\ufeffa@example.org'],
    ['a soft hyphen', 'an\u00ada@example.org'],
    ['a no-break space', 'an\u00a0a@example.org'],
    ['an ideographic space', 'an\u3000a@example.org'],
    ['a next-line control', 'an\u0085a@example.org'],
    ['a tab', 'an\ta@example.org'],
    ['a private-use character', 'an\ue000a@example.org'],
    ['a comment', 'a(comment)@example.org'],
    ['a trailing comment', 'a@example.org (Office)'],
    ['a display name', 'Ana <victim@example.org>'],
    ['a group', 'team:ana@example.org;'],
    ['an encoded-word', '=?utf-8?b?QQ==?=@example.org'],
    ['a quoted local part', '"ana"@example.org'],
  ])('with %s is refused by every form', (_, address) => {
    expect(isSendableEmail(address)).toBe(false);
    for (const schema of [contactSchema, quickContactSchema, volunteerSchema, newsletterSchema, commentSchema])
      expect(schema.safeParse({ email: address }).error?.issues.some((issue) => issue.path[0] === 'email')).toBe(true);
    expect(
      donationSchema()
        .safeParse({ email: address })
        .error?.issues.some((issue) => issue.path[0] === 'email'),
    ).toBe(true);
  });

  it('every address a form takes is the address nodemailer reads, alone and with no name', () => {
    // Every ASCII atext character, international ones, and each printable character in a first place.
    const taken = [
      "!#$%&'*+-/=?^_`{|}~@example.org",
      'josé@example.org',
      'user@bücher.example',
      '用户@例子.广告',
      'a.b+c@sub.example.co.uk',
      'ünïcødé.ñame@example.org',
      'a＠b@example.org',
      ...Array.from({ length: 0x250 - 0x21 }, (_, index) => `${String.fromCodePoint(0x21 + index)}x@example.org`),
    ].filter(isSendableEmail);
    expect(taken.length).toBeGreaterThan(400);
    for (const address of taken) {
      expect([address, addressparser(address, { flatten: true })]).toEqual([address, [{ address, name: '' }]]);
      expect(asReplyTo(address)).toBe(address);
    }
  });

  it('nodemailer’s reading of what it would rewrite is never a Reply-To', () => {
    for (const address of [
      'zed\u2028bcc@example.org',
      'a(comment)@example.org',
      'Ana <victim@example.org>',
      '"a"@example.org',
    ])
      expect(asReplyTo(address)).toBeUndefined();
  });

  it('is the contact form’s rule too', () => {
    const contact = { name: 'A', lastname: 'B', subject: 'Support', events: 'x', notes: 'Hi' };
    expect(contactSchema.safeParse({ ...contact, email: 'josé@example.org' }).success).toBe(true);
  });
});
