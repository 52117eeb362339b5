'use client';

// The newsletter sign-up of the footer and the services sidebar; it says plainly that no list is connected yet.
import { loadSchema } from '@/lib/forms/schema-loaders';
import { showToast } from '@/components/site/toast';
import { TextField } from './fields/TextField';
import { useValidatedForm } from './use-validated-form';
import { SubmitButton } from './SubmitButton.client';
import styles from './forms.module.css';
import { ChecksUnavailable } from './fields/ChecksUnavailable';

export const NEWSLETTER_RECEIVED = 'Thank you for signing up. The newsletter is not connected yet, so nothing was sent.';

/** Newsletter sign-up: no mailing service is connected yet, so nothing is sent anywhere. */
export function NewsletterForm({ id }: { id: string }) {
  const { errors, checksUnavailable, formProps } = useValidatedForm(loadSchema.newsletter, {
    onValid: () => showToast('success', NEWSLETTER_RECEIVED),
  });
  return (
    <form id={id} {...formProps} aria-labelledby={`${id}-title`} className={styles.stack}>
      <p id={`${id}-title`} className={styles.lead}>
        Join 20,000 Subscribers
      </p>
      <TextField formId={id} name="email" label="Email address" type="email" autoComplete="email" error={errors.email} />
      <ChecksUnavailable failedPresses={checksUnavailable} />
      <SubmitButton className="btn btn-primary">Subscribe</SubmitButton>
    </form>
  );
}
