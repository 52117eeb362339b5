// A labelled checkbox that shows its error like every other field of the site's forms.
import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import { describedControl, fieldIds } from './field-ids';
import styles from './Field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'className'> & {
  formId: string;
  name: string;
  label: string;
  error?: string;
};

/** One checkbox with its label beside it (e.g. "Remember me"). */
export function CheckboxField({ formId, name, label, error, ...input }: Props) {
  const ids = fieldIds(formId, name);
  return (
    <div className={styles.field}>
      <label className={styles.choice}>
        <input type="checkbox" name={name} {...input} {...describedControl(ids, error, undefined)} />
        <span>{label}</span>
      </label>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
