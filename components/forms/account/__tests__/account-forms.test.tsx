// The mock account screens (login, register, forgot password) check what is typed and send the
// visitor on as the product describes, with the right messages.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ForgotPasswordForm } from '@/components/forms/account/ForgotPasswordForm.client';
import { LoginForm } from '@/components/forms/account/LoginForm.client';
import { RegisterForm } from '@/components/forms/account/RegisterForm.client';
import { LOGIN_SUCCESS_TOAST } from '@/lib/forms/account-schemas';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), dismiss: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

describe('mock account screens', () => {
  it('login: an empty form shows the toast and the field messages and stays', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.error).toHaveBeenCalledWith('Empty field is not allowed!');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(push).not.toHaveBeenCalled();
  });

  it('login: an e-mail starting with "user" gets the success toast and goes to /home', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'user1@example.org');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.success).toHaveBeenCalledWith(LOGIN_SUCCESS_TOAST);
    expect(push).toHaveBeenCalledWith('/home');
  });

  it('login: any other valid e-mail goes to /home without a toast, taking away the error toast of a failed attempt', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.error).toHaveBeenCalledWith('Empty field is not allowed!');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.success).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/home');
    await waitFor(() => expect(toast.dismiss).toHaveBeenCalled());
  });

  it('register: a mismatched confirmation is refused; a good form toasts and goes to /login', async () => {
    const user = userEvent.setup();
    render(<RegisterForm />);
    await user.type(screen.getByLabelText('Full name'), 'José Álvarez');
    await user.type(screen.getByLabelText('Email'), 'jose@example.org');
    await user.type(screen.getByLabelText('Password'), 'pw1');
    await user.type(screen.getByLabelText('Confirm password'), 'pw2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(toast.error).toHaveBeenCalledWith('Empty field is not allowed!');
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords do not match');

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'pw1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(toast.success).toHaveBeenCalledWith('Registration Complete successfully!');
    expect(push).toHaveBeenCalledWith('/login');
  });

  it('forgot password: a valid e-mail toasts the product text and goes to /login', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(screen.getByLabelText('Email'), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(toast.success).toHaveBeenCalledWith('You successfully Login!');
    expect(push).toHaveBeenCalledWith('/login');
  });
});
