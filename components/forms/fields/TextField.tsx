// The site's one kind of labelled input, wired to its hint and message, and able to keep a secret
// such as a card number from ever being submitted.
import type { InputHTMLAttributes } from 'react';
import { describedControl, fieldIds } from './field-ids';
import { FieldShell, type FieldLabelProps } from './FieldShell';
import styles from './Field.module.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'aria-invalid' | 'aria-describedby' | 'className'
>;

export type TextFieldProps = FieldLabelProps &
  InputProps & {
    formId: string;
    name: string;
    /**
     * A secret (card data, password) that must never leave the page: the input gets no `name`, only
     * `data-field`, so even a native form submission could not carry it; our code reads it from the element.
     */
    keepInPage?: boolean;
  };

/** A labelled input (text, email, url, tel, password, file…) with its message tied to it. */
export function TextField({
  formId,
  name,
  label,
  hint,
  optional,
  error,
  className,
  keepInPage,
  ...input
}: TextFieldProps) {
  const ids = fieldIds(formId, name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} optional={optional} error={error} className={className}>
      <input
        name={keepInPage ? undefined : name}
        data-field={keepInPage ? name : undefined}
        required={!optional}
        {...input}
        {...describedControl(ids, error, hint)}
        className={input.type === 'file' ? styles.file : styles.control}
      />
    </FieldShell>
  );
}
