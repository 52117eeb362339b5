// The account screens accept what they should (names in any alphabet included), refuse the rest with
// the product's messages, and greet "user" e-mails with the toast.
import { forgotPasswordSchema, loginSchema, registerSchema, showsLoginToast } from '../account-schemas';
import { validate } from '../validate';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? {} : result.errors);

describe('loginSchema', () => {
  it('accepts an e-mail and a password, reading the remember box', () => {
    expect(validate(loginSchema, { email: ' user@example.org ', password: 'secret', remember: 'on' })).toEqual({
      ok: true,
      data: { email: 'user@example.org', password: 'secret', remember: true },
    });
    expect(validate(loginSchema, { email: 'a@b.org', password: 'x' })).toMatchObject({
      ok: true,
      data: { remember: false },
    });
  });

  it('requires both fields and a valid e-mail', () => {
    expect(errorsOf(validate(loginSchema, {}))).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
    expect(errorsOf(validate(loginSchema, { email: 'not-an-email', password: 'x' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('shows the success toast only for e-mails starting with "user"', () => {
    expect(showsLoginToast('user1@example.org')).toBe(true);
    expect(showsLoginToast('User@example.org')).toBe(true);
    expect(showsLoginToast('ana@example.org')).toBe(false);
    expect(showsLoginToast('ana.user@example.org')).toBe(false);
  });
});

describe('registerSchema', () => {
  const valid = { fullName: 'Zoë O’Neil', email: 'zoe@example.org', password: 'pw', confirmPassword: 'pw' };

  it.each(['José Álvarez', "Zoë O'Neil-Brontë", 'Nguyễn Thị Minh Khai', 'Łukasz Żółć', 'Ana María'])(
    'accepts the name %s',
    (fullName) => {
      expect(validate(registerSchema, { ...valid, fullName }).ok).toBe(true);
    },
  );

  it.each(['R2D2', 'ana@example', 'Bob_Smith', '<b>x</b>'])('rejects the name %s', (fullName) => {
    expect(errorsOf(validate(registerSchema, { ...valid, fullName })).fullName).toBe(
      'Please use letters only (spaces, accents, apostrophes and hyphens are fine)',
    );
  });

  it('requires every field', () => {
    expect(errorsOf(validate(registerSchema, {}))).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter your email',
      password: 'Please enter your password',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('rejects a confirmation that differs, even while another field is wrong', () => {
    expect(errorsOf(validate(registerSchema, { ...valid, confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'The passwords do not match',
    });
    expect(
      errorsOf(validate(registerSchema, { ...valid, fullName: '', confirmPassword: 'other' })).confirmPassword,
    ).toBe('The passwords do not match');
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid e-mail', () => {
    expect(validate(forgotPasswordSchema, { email: 'ana@example.org' }).ok).toBe(true);
    expect(errorsOf(validate(forgotPasswordSchema, { email: '' }))).toEqual({ email: 'Please enter your email' });
    expect(errorsOf(validate(forgotPasswordSchema, { email: 'ana@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});
