// `/forgot-password`: the form a supporter would use to reset a password. Accounts do not exist yet,
// so the page is kept out of search engines.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { AccountCard } from '@/components/forms/account/AccountCard';
import { ForgotPasswordForm } from '@/components/forms/account/ForgotPasswordForm.client';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Forgot password',
    description: 'Ask for a new password for your supporter account (accounts are not available yet).',
    path: routes.forgotPassword.href({}),
    noindex: true,
  });
}

export default function ForgotPasswordPage() {
  return (
    <AccountCard
      title="Forgot password"
      intro="Enter the e-mail address of your account."
      links={[
        { href: routes.login.href({}), label: 'Back to login' },
        { href: routes.register.href({}), label: 'Create an account', lead: 'No account?' },
      ]}
    >
      <ForgotPasswordForm />
    </AccountCard>
  );
}
