'use client';

// Where people offer their time: their details and a CV, checked as they go, and delivered to the organisation.
import type { FormEvent } from 'react';
import { submitVolunteer } from '@/lib/forms/actions';
import { CV_ACCEPT, CV_HINT, cvFileProblem } from '@/lib/forms/cv-file';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { VOLUNTEER_LABELS as LABELS } from '@/lib/forms/form-labels';
import { routes } from '@/lib/routes/table';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { FormShell } from './FormShell';
import { NameAndEmail } from './NameAndEmail';
import { fieldsOf, useActionForm } from './use-action-form';

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
  const field = fieldsOf(id, form);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name !== 'cv') return form.formProps.onChange(event);
    const problem = input.files?.[0] ? cvFileProblem(input.files[0]) : undefined;
    form.setErrors((current) => ({ ...current, cv: problem ?? undefined }));
  };

  return (
    <FormShell
      id={id}
      form={form}
      send="Send application"
      arrangement="status-above"
      onChange={onChange}
      aria-label="Volunteer form"
    >
      <NameAndEmail field={field} labels={LABELS} />
      <TextField {...field('subject')} label={LABELS.subject} placeholder="e.g. Weekend events" />
      <TextField
        formId={id}
        name="cv"
        label="Your CV"
        type="file"
        accept={CV_ACCEPT}
        hint={CV_HINT}
        error={form.errors.cv}
      />
      <TextareaField
        {...field('description')}
        label={LABELS.description}
        hint="What would you like to help with, and when are you free?"
      />
    </FormShell>
  );
}
