// Issue 48: international addresses are e-mail addresses (nodemailer sends them: SMTPUTF8, punycode domains), and
// what it cannot send, or what would smuggle a header or a second address, is still refused by every form.
import { contactSchema } from '../contact-schema';
import { isSendableEmail } from '../email-address';
import { emailField } from '../rules';

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

  it('is the contact form’s rule too', () => {
    const contact = { name: 'A', lastname: 'B', subject: 'Support', events: 'x', notes: 'Hi' };
    expect(contactSchema.safeParse({ ...contact, email: 'josé@example.org' }).success).toBe(true);
  });
});
