'use client';

// Where people offer their time: their details and a CV, checked as they go; nothing is uploaded yet.
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { CV_ACCEPT, cvFileProblem } from '@/lib/forms/cv-file';
import { FORM_INVALID } from '@/lib/forms/form-status';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { FormStatus } from './fields/FormStatus';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { useValidatedForm } from './use-validated-form';
import { SubmitButton } from './SubmitButton.client';
import styles from './forms.module.css';
import { routes } from '@/lib/routes/table';
import { ChecksUnavailable } from './fields/ChecksUnavailable';

export const VOLUNTEER_THANKS = 'Thank you for offering your time!';

/**
 * Volunteer sign-up. The CV is checked as soon as it is chosen (type and size); nothing is uploaded or sent.
 * Fields are uncontrolled and never reset, so nothing typed is lost when a message appears.
 */
export function VolunteerForm({ id = 'volunteer-form' }: { id?: string }) {
  const [outcome, setOutcome] = useState<'thanks' | 'invalid' | null>(null);
  const { errors, setErrors, checksUnavailable, formProps } = useValidatedForm(loadSchema.volunteer, {
    onInvalid: () => setOutcome('invalid'),
    onValid: () => setOutcome('thanks'),
  });

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name !== 'cv') return formProps.onChange(event);
    const problem = input.files?.[0] ? cvFileProblem(input.files[0]) : undefined;
    setErrors((current) => ({ ...current, cv: problem ?? undefined }));
  };

  return (
    <form id={id} {...formProps} onChange={onChange} aria-label="Volunteer form" className={styles.stack}>
      <div className={styles.row}>
        <TextField formId={id} name="name" label="Name" autoComplete="name" error={errors.name} />
        <TextField formId={id} name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      </div>
      <TextField formId={id} name="subject" label="Subject" placeholder="e.g. Weekend events" error={errors.subject} />
      <TextField formId={id} name="cv" label="Your CV" type="file" accept={CV_ACCEPT} hint="PDF or Word (.pdf, .doc, .docx), up to 5 MB" error={errors.cv} />
      <TextareaField formId={id} name="description" label="About you" hint="What would you like to help with, and when are you free?" error={errors.description} />
      <FormStatus id={`${id}-status`} tone={outcome === 'invalid' ? 'error' : 'success'}>
        {outcome === 'invalid' && FORM_INVALID}
        {outcome === 'thanks' && (
          <>
            <p className={styles.statusTitle}>{VOLUNTEER_THANKS}</p>
            <p>
              Online sign-up is not connected yet, so your details and CV stayed on this page and nothing was sent. Please
              reach us through the <Link href={routes.contactDefault.href({})}>contact page</Link> and we will arrange the next step.
            </p>
          </>
        )}
      </FormStatus>
      <div>
        <ChecksUnavailable failedPresses={checksUnavailable} />
        <SubmitButton className="btn btn-primary">Send application</SubmitButton>
      </div>
    </form>
  );
}
