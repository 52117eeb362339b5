'use client';

// The newsletter sign-up of the footer and the services sidebar; it says plainly that no list is connected yet.
import { loadSchema } from '@/lib/forms/schema-loaders';
import { TextField } from './fields/TextField';
import { useValidatedForm } from './use-validated-form';
import { SubmitButton } from './SubmitButton.client';
import styles from './forms.module.css';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { useReceived } from './use-received';

export const NEWSLETTER_RECEIVED = 'Thank you for signing up. The newsletter is not connected yet, so nothing was sent.';

/**
 * Newsletter sign-up: no mailing service is connected yet, so nothing is sent anywhere. Named by its lead, the
 * form is a landmark; `landmark={false}` leaves it unnamed where a landmark around it already leads to it (the
 * services sidebar), since two forms of one name on a page read as one in a screen reader's list of landmarks.
 */
export function NewsletterForm({ id, landmark = true }: { id: string; landmark?: boolean }) {
  const received = useReceived(NEWSLETTER_RECEIVED);
  const { errors, checksUnavailable, formProps } = useValidatedForm(loadSchema.newsletter, { onValid: received.show, onInvalid: received.hide });
  return (
    <form id={id} {...formProps} aria-labelledby={landmark ? `${id}-title` : undefined} className={styles.stack}>
      <p id={`${id}-title`} className={styles.lead}>
        Join 20,000 Subscribers
      </p>
      <TextField formId={id} name="email" label="Email address" type="email" autoComplete="email" error={errors.email} />
      <ChecksUnavailable failedPresses={checksUnavailable} />
      <SubmitButton className="btn btn-primary">Subscribe</SubmitButton>
      <FormStatus tone="success">{received.message}</FormStatus>
    </form>
  );
}
