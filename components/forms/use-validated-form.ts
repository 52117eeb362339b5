import type { FormEvent } from 'react';
import type { z } from 'zod';
import { formValues, validate, type FieldErrors } from '@/lib/forms/validate';
import { useFormErrors } from './use-form-errors';

/**
 * The form's values. A file input gives its chosen File (read from the element, which every DOM supports);
 * a field kept in the page (`data-field`, no name) is read from its element, skipped when disabled as
 * FormData would skip it.
 */
function readForm(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = formValues(new FormData(form));
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || element.matches(':disabled')) continue;
    const kept = element.getAttribute('data-field');
    if (kept && !element.name) values[kept] = element.value;
    else if (element.type === 'file' && element.name) values[element.name] = element.files?.[0] ?? null;
  }
  return values;
}

type Handlers<T> = {
  /** Called with the parsed values when every field is valid (the default submit is always blocked). */
  onValid: (data: T, form: HTMLFormElement) => void;
  onInvalid?: (errors: FieldErrors) => void;
};

/**
 * Browser-side forms: blocks the default submit, checks the fields with the form's zod schema, shows the
 * messages and focuses the first invalid field. Spread `formProps` on the <form>.
 */
export function useValidatedForm<S extends z.ZodType>(schema: S, { onValid, onInvalid }: Handlers<z.output<S>>) {
  const { errors, setErrors, clearOnEdit, showErrors } = useFormErrors();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validate(schema, readForm(form));
    if (!result.ok) {
      showErrors(form, result.errors);
      onInvalid?.(result.errors);
      return;
    }
    setErrors({});
    onValid(result.data, form);
  };

  return { errors, setErrors, formProps: { onSubmit, onChange: clearOnEdit, noValidate: true } };
}
