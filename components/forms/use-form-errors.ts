import { useCallback, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/lib/forms/validate';

type Named = Element & { name?: string; disabled?: boolean; focus?: () => void };

/** Moves focus to the first control (in page order) that has a message. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements) as Named[]) {
    if (element.name && errors[element.name] && !element.disabled && element.focus) {
      element.focus();
      return;
    }
  }
}

/**
 * A form's field messages: shown on a failed submit (focus goes to the first invalid field) and cleared
 * one by one as soon as the visitor edits the field (attach `clearOnEdit` to the form's onChange).
 */
export function useFormErrors(initial: FieldErrors = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initial);

  const clearOnEdit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Named).name;
    if (!name) return;
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const showErrors = useCallback((form: HTMLFormElement, next: FieldErrors) => {
    setErrors(next);
    focusFirstInvalid(form, next);
  }, []);

  return { errors, setErrors, clearOnEdit, showErrors };
}
