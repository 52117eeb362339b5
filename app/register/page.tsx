// `/register`: the form to create a supporter account. Accounts do not exist yet, so the page is kept
// out of search engines.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { AccountCard } from '@/components/forms/account/AccountCard';
import { RegisterForm } from '@/components/forms/account/RegisterForm.client';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Register',
    description: 'Create a supporter account (accounts are not available yet).',
    path: routes.register.href({}),
    noindex: true,
  });
}

export default function RegisterPage() {
  return (
    <AccountCard
      title="Register"
      intro="Create an account to follow the causes you support."
      links={[{ href: routes.login.href({}), label: 'Login', lead: 'Already have an account?' }]}
    >
      <RegisterForm />
    </AccountCard>
  );
}
