import type { Metadata } from 'next';
import { AccountCard } from '@/components/forms/account/AccountCard';
import { ForgotPasswordForm } from './ForgotPasswordForm.client';

export const metadata: Metadata = {
  title: 'Forgot password',
  description: 'Ask for a new password for your supporter account (accounts are not available yet).',
};

export default function ForgotPasswordPage() {
  return (
    <AccountCard
      title="Forgot password"
      intro="Enter the e-mail address of your account."
      links={[
        { href: '/login', label: 'Back to login' },
        { href: '/register', label: 'Create an account', lead: 'No account?' },
      ]}
    >
      <ForgotPasswordForm />
    </AccountCard>
  );
}
