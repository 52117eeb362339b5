// Radio buttons or checkboxes under one legend, with one message for the group, for the questions of
// the site's forms that offer a set of answers.
import type { ChangeEventHandler } from 'react';
import { FieldError } from './FieldError';
import { describedControl, fieldIds } from './field-ids';
import type { Option } from './SelectField';
import styles from './Field.module.css';

type Props = {
  formId: string;
  name: string;
  legend: string;
  options: readonly Option[];
  /** Radio buttons (one answer) or checkboxes (any number). */
  type?: 'radio' | 'checkbox';
  error?: string;
  hint?: string;
  /** The initially chosen value(s), for an uncontrolled group. */
  defaultValue?: string | readonly string[];
  /** The chosen value(s), for a controlled group (with onChange). */
  value?: string | readonly string[];
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Lay the choices out in a row that wraps (short labels such as amounts). */
  inline?: boolean;
  required?: boolean;
};

const includes = (chosen: string | readonly string[] | undefined, value: string) =>
  chosen === undefined ? undefined : typeof chosen === 'string' ? chosen === value : chosen.includes(value);

/** A fieldset of radio buttons or checkboxes; its message is tied to every choice and to the group. */
export function ChoiceGroup({
  formId,
  name,
  legend,
  options,
  type = 'radio',
  error,
  hint,
  defaultValue,
  value,
  onChange,
  inline,
  required = true,
}: Props) {
  const ids = fieldIds(formId, name);
  const described = describedControl(ids, error, hint);
  return (
    <fieldset className={styles.group} aria-describedby={described['aria-describedby']}>
      <legend className={styles.label}>{legend}</legend>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={inline ? styles.choicesInline : styles.choices}>
        {options.map((option, position) => (
          <label key={option.value} className={styles.choice}>
            <input
              type={type}
              name={name}
              value={option.value}
              // The first choice carries the field's id, so "first invalid field" focus and links land on it.
              id={position === 0 ? ids.input : `${ids.input}-${option.value.replace(/\W+/g, '-')}`}
              aria-invalid={described['aria-invalid']}
              aria-describedby={described['aria-describedby']}
              required={type === 'radio' && required}
              defaultChecked={includes(defaultValue, option.value)}
              checked={includes(value, option.value)}
              onChange={onChange}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
