'use client';

// The login screen's form, kept for the product's account flow while accounts do not exist yet.
import { LOGIN_SUCCESS_TOAST, showsLoginToast } from '@/lib/forms/account-texts';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { HOME_ALIAS_HREF } from '@/lib/routes/home-href';
import { useAccountForm } from '@/components/forms/account/use-account-form';
import { EmailField } from '@/components/forms/fields/EmailField';
import { CheckboxField } from '@/components/forms/fields/CheckboxField';
import { TextField } from '@/components/forms/fields/TextField';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import styles from '@/components/forms/forms.module.css';
import { ChecksUnavailable } from '../fields/ChecksUnavailable';

const FORM_ID = 'login';

/** Mock login: a valid form goes to /home (the spec's address; lib/routes/home.ts draws the home page there); the toast shows only for e-mails starting with "user". */
export function LoginForm() {
  const { errors, checksUnavailable, formProps } = useAccountForm(loadSchema.login, (data) => ({
    toast: showsLoginToast(data.email) ? LOGIN_SUCCESS_TOAST : undefined,
    goTo: HOME_ALIAS_HREF,
  }));
  return (
    <form id={FORM_ID} {...formProps} aria-label="Login" className={styles.stack}>
      <EmailField formId={FORM_ID} name="email" label="Email" error={errors.email} />
      <TextField
        formId={FORM_ID}
        name="password"
        keepInPage
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <CheckboxField formId={FORM_ID} name="remember" label="Remember me" />
      <ChecksUnavailable failedPresses={checksUnavailable} />
      <SubmitButton className="btn btn-primary">Login</SubmitButton>
    </form>
  );
}
