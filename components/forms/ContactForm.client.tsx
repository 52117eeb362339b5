'use client';

// The contact page's form: it reaches the organisation (through the outbox), works without JavaScript and never
// loses what a visitor typed.
import { submitContact } from '@/lib/forms/actions';
import { CONTACT_LABELS as LABELS } from '@/lib/forms/form-labels';
import { CONTACT_SUBJECTS } from '@/lib/forms/contact-subjects';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { Honeypot } from './fields/Honeypot';
import { SelectField, type Option } from './fields/SelectField';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { SendButton } from './SendButton';
import { useActionForm } from './use-action-form';
import styles from './forms.module.css';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

/**
 * The contact form. `events`: the event choices, read on the server (ContactForm.tsx). `postTo`: where a post
 * made without JavaScript goes and is answered (its status in view).
 */
export function ContactFormClient({ id, events, postTo }: { id: string; events: readonly Option[]; postTo: string }) {
  const form = useActionForm({ action: submitContact, permalink: postTo, checks: loadSchema.contact });
  const { errors, values } = form;
  return (
    <form id={id} {...form.formProps} aria-label="Contact form" className={styles.stack}>
      <div className={styles.row}>
        <TextField
          formId={id}
          name="name"
          label={LABELS.name}
          autoComplete="given-name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          formId={id}
          name="lastname"
          label={LABELS.lastname}
          autoComplete="family-name"
          defaultValue={values.lastname}
          error={errors.lastname}
        />
      </div>
      <div className={styles.row}>
        <TextField
          formId={id}
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <SelectField
          formId={id}
          name="subject"
          label={LABELS.subject}
          placeholder="Subject"
          options={SUBJECT_OPTIONS}
          defaultValue={values.subject ?? ''}
          error={errors.subject}
        />
      </div>
      <SelectField
        formId={id}
        name="events"
        label={LABELS.events}
        placeholder="Select an event"
        options={events}
        defaultValue={values.events ?? ''}
        error={errors.events}
      />
      <TextareaField formId={id} name="notes" label={LABELS.notes} defaultValue={values.notes} error={errors.notes} />
      <Honeypot formId={id} />
      <FormStatus id={`${id}-status`} tone={form.tone}>
        {form.status}
      </FormStatus>
      <ChecksUnavailable failedPresses={form.checksUnavailable} />
      <div>
        <SendButton pending={form.pending}>Send message</SendButton>
      </div>
    </form>
  );
}
