'use client';

// Lets readers answer a post or a cause: the comment reaches the organisation for moderation (nothing is
// published on the site).
import { submitComment } from '@/lib/forms/actions';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { COMMENT_LABELS as LABELS } from '@/lib/forms/form-labels';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { Honeypot } from './fields/Honeypot';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { SendButton } from './SendButton';
import { useActionForm } from './use-action-form';
import styles from './forms.module.css';

/** The blog's and the cause's comment form. `about`: what it answers (a post's title); `postTo`: where a post made without JavaScript is answered. */
export function CommentForm({ id, about, postTo }: { id: string; about: string; postTo: string }) {
  const form = useActionForm({ action: submitComment, permalink: postTo, checks: loadSchema.comment });
  const { errors, values } = form;
  return (
    <form id={id} {...form.formProps} aria-label="Leave a comment" className={styles.stack}>
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
        name="website"
        label={LABELS.website}
        type="url"
        autoComplete="url"
        optional
        placeholder="https://"
        defaultValue={values.website}
        error={errors.website}
      />
      <TextareaField
        formId={id}
        name="comment"
        label={LABELS.comment}
        defaultValue={values.comment}
        error={errors.comment}
      />
      <input type="hidden" name="about" value={about} />
      <Honeypot formId={id} />
      <div>
        <ChecksUnavailable failedPresses={form.checksUnavailable} />
        <SendButton pending={form.pending}>Post comment</SendButton>
        <FormStatus id={`${id}-status`} tone={form.tone}>
          {form.status}
        </FormStatus>
      </div>
    </form>
  );
}
