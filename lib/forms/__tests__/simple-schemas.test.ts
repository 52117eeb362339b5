// The newsletter, comment and quick contact forms require what they need and accept an optional
// website only as a full web address.
import { commentSchema, newsletterSchema, quickContactSchema, WEBSITE_INVALID } from '../simple-schemas';
import { validate } from '../validate';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? {} : result.errors);

describe('newsletterSchema', () => {
  it('requires a valid e-mail', () => {
    expect(validate(newsletterSchema, { email: 'a@b.org' }).ok).toBe(true);
    expect(errorsOf(validate(newsletterSchema, { email: '' }))).toEqual({ email: 'Please enter your email' });
    expect(errorsOf(validate(newsletterSchema, { email: 'a b@c' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('commentSchema', () => {
  const valid = { name: 'Ana', email: 'ana@example.org', website: '', comment: 'Great work' };

  it('accepts a comment without a website and with an http(s) one', () => {
    expect(validate(commentSchema, valid).ok).toBe(true);
    expect(validate(commentSchema, { ...valid, website: 'https://example.org/me' }).ok).toBe(true);
  });

  it.each(['example.org', 'javascript:alert(1)', 'ftp://example.org'])('rejects the website %s', (website) => {
    expect(errorsOf(validate(commentSchema, { ...valid, website }))).toEqual({ website: WEBSITE_INVALID });
  });

  it('requires name, e-mail and comment', () => {
    expect(Object.keys(errorsOf(validate(commentSchema, {})))).toEqual(['name', 'email', 'comment']);
  });
});

describe('quickContactSchema', () => {
  it('requires every field of the quick contact form', () => {
    expect(Object.keys(errorsOf(validate(quickContactSchema, {})))).toEqual(['name', 'email', 'subject', 'message']);
    expect(validate(quickContactSchema, { name: 'A', email: 'a@b.org', subject: 'Hi', message: 'Hello' }).ok).toBe(
      true,
    );
  });
});
