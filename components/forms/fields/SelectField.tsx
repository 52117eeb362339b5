// A labelled drop-down for the site's forms, wired to its hint and message like every other field.
import type { SelectHTMLAttributes } from 'react';
import { describedControl, fieldIds } from './field-ids';
import { FieldShell, type FieldLabelProps } from './FieldShell';
import styles from './Field.module.css';

export type Option = { value: string; label: string };
type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'aria-invalid' | 'aria-describedby' | 'className' | 'children'
>;

/** A labelled select. `placeholder` is a first option with an empty value, so choosing nothing is invalid. */
export function SelectField({
  formId,
  name,
  label,
  hint,
  optional,
  error,
  className,
  options,
  placeholder,
  ...select
}: FieldLabelProps & SelectProps & { formId: string; name: string; options: readonly Option[]; placeholder?: string }) {
  const ids = fieldIds(formId, name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} optional={optional} error={error} className={className}>
      <select
        name={name}
        required={!optional}
        {...select}
        {...describedControl(ids, error, hint)}
        className={`${styles.control} ${styles.select}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
