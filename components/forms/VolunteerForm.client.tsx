'use client';

// Where people offer their time: their details and a CV, checked as they go, and delivered to the organisation.
import type { FormEvent } from 'react';
import { submitVolunteer } from '@/lib/forms/actions';
import { CV_ACCEPT, CV_HINT, cvFileProblem } from '@/lib/forms/cv-file';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { VOLUNTEER_LABELS as LABELS } from '@/lib/forms/form-labels';
import { routes } from '@/lib/routes/table';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { Honeypot } from './fields/Honeypot';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { SendButton } from './SendButton';
import { useActionForm } from './use-action-form';
import styles from './forms.module.css';

/**
 * Volunteer application. The CV is checked as soon as it is chosen (its name and size; the server also reads its
 * content). Posted without JavaScript, it is answered on /volunteer at the form's message.
 */
export function VolunteerForm({ id = 'volunteer-form' }: { id?: string }) {
  const form = useActionForm({
    action: submitVolunteer,
    permalink: `${routes.volunteer.href({})}#${id}-status`,
    checks: loadSchema.volunteer,
  });
  const { errors, values, setErrors, formProps } = form;

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name !== 'cv') return formProps.onChange(event);
    const problem = input.files?.[0] ? cvFileProblem(input.files[0]) : undefined;
    setErrors((current) => ({ ...current, cv: problem ?? undefined }));
  };

  return (
    <form id={id} {...formProps} onChange={onChange} aria-label="Volunteer form" className={styles.stack}>
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
        placeholder="e.g. Weekend events"
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextField
        formId={id}
        name="cv"
        label="Your CV"
        type="file"
        accept={CV_ACCEPT}
        hint={CV_HINT}
        error={errors.cv}
      />
      <TextareaField
        formId={id}
        name="description"
        label={LABELS.description}
        hint="What would you like to help with, and when are you free?"
        defaultValue={values.description}
        error={errors.description}
      />
      <Honeypot formId={id} />
      <FormStatus id={`${id}-status`} tone={form.tone}>
        {form.status}
      </FormStatus>
      <div>
        <ChecksUnavailable failedPresses={form.checksUnavailable} />
        <SendButton pending={form.pending}>Send application</SendButton>
      </div>
    </form>
  );
}
