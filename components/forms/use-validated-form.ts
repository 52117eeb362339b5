// The one way our browser-checked forms validate, show their errors and move the focus, so every form
// answers a visitor the same way.
import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { SchemaLoader } from '@/lib/forms/schema-loaders';
import { formValues, validate, withoutEditedFields, type FieldErrors } from '@/lib/forms/validate';
import { useFormChecks } from './use-form-checks';
import { useFormErrors } from './use-form-errors';

/**
 * The form's values. A file input gives its chosen File (read from the element, which every DOM supports);
 * a field kept in the page (`data-field`, no name) is read from its element, skipped when disabled as
 * FormData would skip it.
 */
function readForm(form: HTMLFormElement, data = new FormData(form)): Record<string, unknown> {
  const values: Record<string, unknown> = formValues(data);
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || element.matches(':disabled')) continue;
    const kept = element.getAttribute('data-field');
    if (kept && !element.name) values[kept] = element.value;
    else if (element.type === 'file' && element.name) values[element.name] = element.files?.[0] ?? null;
  }
  return values;
}

type Handlers<T> = {
  /**
   * Called with the parsed values when every field is valid (the default submit is always blocked), and the
   * form's data as it was pressed (what a server action is sent, whatever was typed while the checks loaded).
   */
  onValid: (data: T, form: HTMLFormElement, submitted: FormData) => void;
  onInvalid?: (errors: FieldErrors) => void;
  /** The checks could not be loaded: nothing is sent, `checksUnavailable` counts it and the next press tries again. */
  onUnavailable?: () => void;
};

/**
 * Browser-side forms: blocks the default submit, checks the fields with the form's zod schema (loaded
 * when the form is first used, see schema-loaders.ts), shows the messages and focuses the first invalid
 * field. Spread `formProps` on the <form> and render `<ChecksUnavailable failedPresses={checksUnavailable} />` in it.
 */
export function useValidatedForm<S extends z.ZodType>(
  load: SchemaLoader<S>,
  { onValid, onInvalid, onUnavailable }: Handlers<z.output<S>>,
  initialErrors: FieldErrors = {},
) {
  const { errors, setErrors, clearOnEdit, showErrors } = useFormErrors(initialErrors);
  const { checks, prefetch, failedPresses } = useFormChecks(load);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The values as they are at the moment of the submit.
    const submitted = new FormData(form);
    const values = readForm(form, submitted);
    // A failed load leaves the values in place and counts in `checksUnavailable` (render <ChecksUnavailable />).
    checks().then(
      (loaded) => {
        const result = validate(loaded, values);
        if (!result.ok) {
          const errors = withoutEditedFields(result.errors, values, readForm(form));
          showErrors(form, errors);
          onInvalid?.(errors);
          return;
        }
        setErrors({});
        onValid(result.data, form, submitted);
      },
      () => onUnavailable?.(),
    );
  };
  return {
    errors,
    setErrors,
    checksUnavailable: failedPresses,
    formProps: { onSubmit, onChange: clearOnEdit, onFocus: prefetch, noValidate: true },
  };
}
