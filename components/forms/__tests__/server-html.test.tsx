/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { LoginForm } from '@/components/forms/account/LoginForm.client';
import { RegisterForm } from '@/components/forms/account/RegisterForm.client';
import { DonationForm } from '../DonationForm.client';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/forms/actions', () => ({ submitDonation: jest.fn() }));

const OFFLINE = { address: null, phone: null, email: null };

/** The <input> tags of some server HTML, by the label-tied id they carry. */
function inputTag(html: string, id: string): string {
  const tag = html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no input #${id}`);
  return tag;
}

// What the browser gets before hydration, or for good with JavaScript off: secrets must have no name a native
// submission could carry; a form that sends posts without JavaScript, a mock account form cannot be submitted.
describe('forms in the server HTML', () => {
  it('the donation form posts without JavaScript and has no card field at all (Stripe asks for the card)', () => {
    for (const online of [true, false]) {
      const html = renderToString(<DonationForm id="d" offline={OFFLINE} postTo="/donate#d-status" online={online} />);
      expect(html).toMatch(/<button type="submit" class="btn btn-accent">Donate Now<\/button>/);
      expect(html).not.toContain('<noscript>');
      expect(html).not.toMatch(/cc-number|cc-csc|cc-exp|cardNumber|cvv/i);
      expect(html).toContain(online ? 'takes you to Stripe' : 'this sends us your pledge');
      expect(inputTag(html, 'd-email')).toContain('name="email"');
    }
  });

  it('login and register: the button is disabled and the passwords have no name', () => {
    const login = renderToString(<LoginForm />);
    expect(login).toMatch(/<button type="submit" class="btn btn-primary" disabled="">Login<\/button>/);
    expect(inputTag(login, 'login-password')).not.toMatch(/\sname=/);

    const register = renderToString(<RegisterForm />);
    expect(register).toMatch(/disabled="">Register<\/button>/);
    expect(inputTag(register, 'register-password')).not.toMatch(/\sname=/);
    expect(inputTag(register, 'register-confirmPassword')).not.toMatch(/\sname=/);
  });
});
