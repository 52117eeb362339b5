'use client';

// The register screen's form, kept for the product's account flow while accounts do not exist yet.
import { REGISTER_SUCCESS_TOAST } from '@/lib/forms/account-texts';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { useAccountForm } from '@/components/forms/account/use-account-form';
import { EmailField } from '@/components/forms/fields/EmailField';
import { TextField } from '@/components/forms/fields/TextField';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import styles from '@/components/forms/forms.module.css';
import { routes } from '@/lib/routes/table';
import { ChecksUnavailable } from '../fields/ChecksUnavailable';

const FORM_ID = 'register';

/** Mock registration: a valid form shows "Registration Complete successfully!" and goes to /login. */
export function RegisterForm() {
  const { errors, checksUnavailable, formProps } = useAccountForm(loadSchema.register, () => ({
    toast: REGISTER_SUCCESS_TOAST,
    goTo: routes.login.href({}),
  }));
  return (
    <form id={FORM_ID} {...formProps} aria-label="Register" className={styles.stack}>
      <TextField formId={FORM_ID} name="fullName" label="Full name" autoComplete="name" error={errors.fullName} />
      <EmailField formId={FORM_ID} name="email" label="Email" error={errors.email} />
      <TextField
        formId={FORM_ID}
        name="password"
        keepInPage
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <TextField
        formId={FORM_ID}
        name="confirmPassword"
        keepInPage
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <ChecksUnavailable failedPresses={checksUnavailable} />
      <SubmitButton className="btn btn-primary">Register</SubmitButton>
    </form>
  );
}
