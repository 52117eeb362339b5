'use client';

// The newsletter sign-up of the footer and the services sidebar: the address reaches the organisation.
import { submitNewsletter } from '@/lib/forms/actions';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { NEWSLETTER_LABELS as LABELS } from '@/lib/forms/form-labels';
import { EmailField } from './fields/EmailField';
import { FormShell } from './FormShell';
import { fieldsOf, useActionForm } from './use-action-form';
import styles from './forms.module.css';

/**
 * Newsletter sign-up. Named by its lead, the form is a landmark; `landmark={false}` leaves it unnamed where a
 * landmark around it already leads to it (the services sidebar), since two forms of one name on a page read as
 * one in a screen reader's list of landmarks. `postTo`: where a post made without JavaScript is answered.
 */
export function NewsletterForm({ id, postTo, landmark = true }: { id: string; postTo: string; landmark?: boolean }) {
  const form = useActionForm({ action: submitNewsletter, permalink: postTo, checks: loadSchema.newsletter });
  const field = fieldsOf(id, form);
  return (
    <FormShell
      id={id}
      form={form}
      send="Subscribe"
      arrangement="flat"
      aria-labelledby={landmark ? `${id}-title` : undefined}
    >
      <p id={`${id}-title`} className={styles.lead}>
        Join 20,000 Subscribers
      </p>
      <EmailField {...field('email')} label={LABELS.email} />
    </FormShell>
  );
}
