'use client';

// Lets readers answer a post or a cause: the comment reaches the organisation for moderation (nothing is
// published on the site).
import { submitComment } from '@/lib/forms/actions';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { COMMENT_LABELS as LABELS } from '@/lib/forms/form-labels';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { FormShell } from './FormShell';
import { NameAndEmail } from './NameAndEmail';
import { fieldsOf, useActionForm } from './use-action-form';

/** The blog's and the cause's comment form. `about`: what it answers (a post's title); `postTo`: where a post made without JavaScript is answered. */
export function CommentForm({ id, about, postTo }: { id: string; about: string; postTo: string }) {
  const form = useActionForm({ action: submitComment, permalink: postTo, checks: loadSchema.comment });
  const field = fieldsOf(id, form);
  return (
    <FormShell id={id} form={form} send="Post comment" aria-label="Leave a comment">
      <NameAndEmail field={field} labels={LABELS} />
      <TextField
        {...field('website')}
        label={LABELS.website}
        type="url"
        autoComplete="url"
        optional
        placeholder="https://"
      />
      <TextareaField {...field('comment')} label={LABELS.comment} />
      <input type="hidden" name="about" value={about} />
    </FormShell>
  );
}
