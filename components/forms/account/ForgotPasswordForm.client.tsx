'use client';

// The forgot-password screen's form, kept for the product's account flow while accounts do not exist yet.
import { FORGOT_SUCCESS_TOAST } from '@/lib/forms/account-texts';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { useAccountForm } from '@/components/forms/account/use-account-form';
import { EmailField } from '@/components/forms/fields/EmailField';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import styles from '@/components/forms/forms.module.css';
import { routes } from '@/lib/routes/table';
import { ChecksUnavailable } from '../fields/ChecksUnavailable';

const FORM_ID = 'forgot-password';

/** Mock password reset: a valid e-mail shows the product's toast and goes to /login; no e-mail is sent. */
export function ForgotPasswordForm() {
  const { errors, checksUnavailable, formProps } = useAccountForm(loadSchema.forgotPassword, () => ({
    toast: FORGOT_SUCCESS_TOAST,
    goTo: routes.login.href({}),
  }));
  return (
    <form id={FORM_ID} {...formProps} aria-label="Forgot password" className={styles.stack}>
      <EmailField formId={FORM_ID} name="email" label="Email" error={errors.email} />
      <ChecksUnavailable failedPresses={checksUnavailable} />
      <SubmitButton className="btn btn-primary">Reset password</SubmitButton>
    </form>
  );
}
