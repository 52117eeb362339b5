'use client';

// A short message form beside a team member or an event: it reaches the organisation, saying where it was sent from.
import { submitQuickContact } from '@/lib/forms/actions';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { QUICK_CONTACT_LABELS as LABELS } from '@/lib/forms/form-labels';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { Honeypot } from './fields/Honeypot';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { SendButton } from './SendButton';
import { useActionForm } from './use-action-form';
import styles from './forms.module.css';

/** The team member's and the event's contact form. `title` names it and tells the organisation what it is about. */
export function QuickContactForm({ id, title, postTo }: { id: string; title: string; postTo: string }) {
  const form = useActionForm({ action: submitQuickContact, permalink: postTo, checks: loadSchema.quickContact });
  const { errors, values } = form;
  return (
    <form id={id} {...form.formProps} aria-label={title} className={styles.stack}>
      <div className={styles.row}>
        <TextField
          formId={id}
          name="name"
          label={LABELS.name}
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          formId={id}
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      <TextField
        formId={id}
        name="subject"
        label={LABELS.subject}
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextareaField
        formId={id}
        name="message"
        label={LABELS.message}
        defaultValue={values.message}
        error={errors.message}
      />
      <input type="hidden" name="about" value={title} />
      <Honeypot formId={id} />
      <div>
        <ChecksUnavailable failedPresses={form.checksUnavailable} />
        <SendButton pending={form.pending}>Send message</SendButton>
        <FormStatus id={`${id}-status`} tone={form.tone}>
          {form.status}
        </FormStatus>
      </div>
    </form>
  );
}
