'use client';

// Lets readers answer a post or a cause, and tells them honestly that comments are not published yet.
import { loadSchema } from '@/lib/forms/schema-loaders';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { useValidatedForm } from './use-validated-form';
import { SubmitButton } from './SubmitButton.client';
import styles from './forms.module.css';
import { ChecksUnavailable } from './fields/ChecksUnavailable';
import { FormStatus } from './fields/FormStatus';
import { useReceived } from './use-received';

export const COMMENT_RECEIVED = 'Thank you for your comment. Comments are not connected yet, so it was not sent or published.';

/** The blog's and the cause's comment form: checks the fields, then says plainly that nothing is published. */
export function CommentForm({ id }: { id: string }) {
  const received = useReceived(COMMENT_RECEIVED);
  const { errors, checksUnavailable, formProps } = useValidatedForm(loadSchema.comment, { onValid: received.show, onInvalid: received.hide });
  return (
    <form id={id} {...formProps} aria-label="Leave a comment" className={styles.stack}>
      <div className={styles.row}>
        <TextField formId={id} name="name" label="Name" autoComplete="name" error={errors.name} />
        <TextField formId={id} name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      </div>
      <TextField formId={id} name="website" label="Website" type="url" autoComplete="url" optional placeholder="https://" error={errors.website} />
      <TextareaField formId={id} name="comment" label="Comment" error={errors.comment} />
      <div>
        <ChecksUnavailable failedPresses={checksUnavailable} />
        <SubmitButton className="btn btn-primary">Post comment</SubmitButton>
        <FormStatus tone="success">{received.message}</FormStatus>
      </div>
    </form>
  );
}
