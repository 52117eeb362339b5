// A labelled multi-line field for the site's forms (messages, comments), wired like every other field.
import type { TextareaHTMLAttributes } from 'react';
import { describedControl, fieldIds } from './field-ids';
import { FieldShell, type FieldLabelProps } from './FieldShell';
import styles from './Field.module.css';

type AreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'aria-invalid' | 'aria-describedby' | 'className'
>;

/** A labelled multi-line field with its message tied to it. */
export function TextareaField({
  formId,
  name,
  label,
  hint,
  optional,
  error,
  className,
  ...area
}: FieldLabelProps & AreaProps & { formId: string; name: string }) {
  const ids = fieldIds(formId, name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} optional={optional} error={error} className={className}>
      <textarea
        name={name}
        rows={5}
        required={!optional}
        {...area}
        {...describedControl(ids, error, hint)}
        className={`${styles.control} ${styles.area}`}
      />
    </FieldShell>
  );
}
