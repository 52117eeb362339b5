import type { Metadata } from 'next';
import { AccountCard } from '@/components/forms/account/AccountCard';
import { RegisterForm } from './RegisterForm.client';

export const metadata: Metadata = {
  title: 'Register',
  description: 'Create a supporter account (accounts are not available yet).',
};

export default function RegisterPage() {
  return (
    <AccountCard
      title="Register"
      intro="Create an account to follow the causes you support."
      links={[{ href: '/login', label: 'Login', lead: 'Already have an account?' }]}
    >
      <RegisterForm />
    </AccountCard>
  );
}
