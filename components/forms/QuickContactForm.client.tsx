'use client';

// A short message form beside a team member or an event; it points to the contact page, since it sends nothing.
import Link from 'next/link';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { useValidatedForm } from './use-validated-form';
import { SubmitButton } from './SubmitButton.client';
import styles from './forms.module.css';
import { routes } from '@/lib/routes/table';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { useReceived } from './use-received';

export const QUICK_CONTACT_RECEIVED = 'Thank you for your message. This form is not connected yet, so nothing was sent.';

/** The team member's and the event's contact form: checks the fields and sends nothing. */
export function QuickContactForm({ id, title }: { id: string; title: string }) {
  const received = useReceived(QUICK_CONTACT_RECEIVED);
  const { errors, checksUnavailable, formProps } = useValidatedForm(loadSchema.quickContact, { onValid: received.show, onInvalid: received.hide });
  return (
    <form id={id} {...formProps} aria-label={title} className={styles.stack}>
      <div className={styles.row}>
        <TextField formId={id} name="name" label="Name" autoComplete="name" error={errors.name} />
        <TextField formId={id} name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      </div>
      <TextField formId={id} name="subject" label="Subject" error={errors.subject} />
      <TextareaField formId={id} name="message" label="Message" error={errors.message} />
      <p className={styles.note}>
        This form does not send messages yet. To reach us now, use the <Link href={routes.contactDefault.href({})}>contact page</Link>.
      </p>
      <div>
        <ChecksUnavailable failedPresses={checksUnavailable} />
        <SubmitButton className="btn btn-primary">Send message</SubmitButton>
        <FormStatus tone="success">{received.message}</FormStatus>
      </div>
    </form>
  );
}
