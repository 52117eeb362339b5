'use client';

// The contact page's form: it reaches the organisation (through the outbox), works without JavaScript and never
// loses what a visitor typed.
import { submitContact } from '@/lib/forms/actions';
import { CONTACT_LABELS as LABELS } from '@/lib/forms/form-labels';
import { CONTACT_SUBJECTS } from '@/lib/forms/contact-subjects';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { EmailField } from './fields/EmailField';
import { SelectField, type Option } from './fields/SelectField';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { FormShell } from './FormShell';
import { fieldsOf, useActionForm } from './use-action-form';
import styles from './forms.module.css';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

/**
 * The contact form. `events`: the event choices, read on the server (ContactForm.tsx). `postTo`: where a post
 * made without JavaScript goes and is answered (its status in view).
 */
export function ContactFormClient({ id, events, postTo }: { id: string; events: readonly Option[]; postTo: string }) {
  const form = useActionForm({ action: submitContact, permalink: postTo, checks: loadSchema.contact });
  const field = fieldsOf(id, form);
  return (
    <FormShell id={id} form={form} send="Send message" arrangement="status-first" aria-label="Contact form">
      <div className={styles.row}>
        <TextField {...field('name')} label={LABELS.name} autoComplete="given-name" />
        <TextField {...field('lastname')} label={LABELS.lastname} autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <EmailField {...field('email')} label={LABELS.email} />
        <SelectField
          {...field('subject')}
          label={LABELS.subject}
          placeholder="Subject"
          options={SUBJECT_OPTIONS}
          defaultValue={form.values.subject ?? ''}
        />
      </div>
      <SelectField
        {...field('events')}
        label={LABELS.events}
        placeholder="Select an event"
        options={events}
        defaultValue={form.values.events ?? ''}
      />
      <TextareaField {...field('notes')} label={LABELS.notes} />
    </FormShell>
  );
}
