'use client';

// A short message form beside a team member or an event: it reaches the organisation, saying where it was sent from.
import { submitQuickContact } from '@/lib/forms/actions';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { QUICK_CONTACT_LABELS as LABELS } from '@/lib/forms/form-labels';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { FormShell } from './FormShell';
import { NameAndEmail } from './NameAndEmail';
import { fieldsOf, useActionForm } from './use-action-form';

/** The team member's and the event's contact form. `title` names it and tells the organisation what it is about. */
export function QuickContactForm({ id, title, postTo }: { id: string; title: string; postTo: string }) {
  const form = useActionForm({ action: submitQuickContact, permalink: postTo, checks: loadSchema.quickContact });
  const field = fieldsOf(id, form);
  return (
    <FormShell id={id} form={form} send="Send message" aria-label={title}>
      <NameAndEmail field={field} labels={LABELS} />
      <TextField {...field('subject')} label={LABELS.subject} />
      <TextareaField {...field('message')} label={LABELS.message} />
      <input type="hidden" name="about" value={title} />
    </FormShell>
  );
}
