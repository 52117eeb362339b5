// A toast answers the attempt the visitor just made: "Registration Complete" must not sit beside the
// "Empty field is not allowed!" of an attempt since fixed, and no error toast follows them to the next page.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ForgotPasswordForm } from '@/components/forms/account/ForgotPasswordForm.client';
import { RegisterForm } from '@/components/forms/account/RegisterForm.client';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), dismiss: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const order = (mock: unknown) => jest.mocked(mock as jest.Mock).mock.invocationCallOrder;

it("register: the fixed attempt's error toast goes before the success toast shows, once", async () => {
  const user = userEvent.setup();
  render(<RegisterForm />);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Empty field is not allowed!'));
  expect(toast.dismiss).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Full name'), 'Ana Brook');
  await user.type(screen.getByLabelText('Email'), 'ana@example.org');
  await user.type(screen.getByLabelText('Password'), 'pw1');
  await user.type(screen.getByLabelText('Confirm password'), 'pw1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Registration Complete successfully!'));
  expect(toast.dismiss).toHaveBeenCalledTimes(1);
  expect(order(toast.dismiss)[0]).toBeLessThan(order(toast.success)[0] ?? 0);
});

it('forgot password: a second error keeps the first until the form is valid', async () => {
  const user = userEvent.setup();
  render(<ForgotPasswordForm />);
  await user.click(screen.getByRole('button', { name: /reset|send|submit/i }));
  await user.click(screen.getByRole('button', { name: /reset|send|submit/i }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
  expect(toast.dismiss).not.toHaveBeenCalled();
});
