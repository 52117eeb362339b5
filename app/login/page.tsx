import type { Metadata } from 'next';
import { AccountCard } from '@/components/forms/account/AccountCard';
import { LoginForm } from './LoginForm.client';

export const metadata: Metadata = {
  title: 'Login',
  description: 'Sign in to your supporter account (accounts are not available yet).',
};

export default function LoginPage() {
  return (
    <AccountCard
      title="Login"
      intro="Welcome back. Sign in with your e-mail and password."
      links={[
        { href: '/forgot-password', label: 'Forgot your password?' },
        { href: '/register', label: 'Create an account', lead: 'New here?' },
      ]}
    >
      <LoginForm />
    </AccountCard>
  );
}
