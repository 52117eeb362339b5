import type { FormEvent } from 'react';
import type { z } from 'zod';
import { formValues, validate, type FieldErrors } from '@/lib/forms/validate';
import { useFormErrors } from './use-form-errors';

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
    const result = validate(schema, formValues(new FormData(form)));
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
