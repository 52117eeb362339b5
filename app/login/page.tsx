// `/login`: the supporter sign-in form. Accounts do not exist yet, so the page is kept out of search
// engines.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { AccountCard } from '@/components/forms/account/AccountCard';
import { LoginForm } from '@/components/forms/account/LoginForm.client';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Login',
    description: 'Sign in to your supporter account (accounts are not available yet).',
    path: routes.login.href({}),
    noindex: true,
  });
}

export default function LoginPage() {
  return (
    <AccountCard
      title="Login"
      intro="Welcome back. Sign in with your e-mail and password."
      links={[
        { href: routes.forgotPassword.href({}), label: 'Forgot your password?' },
        { href: routes.register.href({}), label: 'Create an account', lead: 'New here?' },
      ]}
    >
      <LoginForm />
    </AccountCard>
  );
}
