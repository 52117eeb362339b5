// The field messages of the site's browser-checked forms: shown on a failed submit with focus on the
// first field to fix, and cleared one by one as the visitor edits.
import { useCallback, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/lib/forms/validate';

type Named = Element & { name?: string; disabled?: boolean; focus?: () => void };

/**
 * The field a control belongs to: its `name`, or its `data-field` for a field kept in the page (a card number
 * or password has no name, so no native submit could ever carry it).
 */
export function fieldName(element: Element): string | undefined {
  return element.getAttribute('data-field') ?? (element as Named).name ?? undefined;
}

/** Moves focus to the first control (in page order) that has a message. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements) as Named[]) {
    const name = fieldName(element);
    if (name && errors[name] && !element.disabled && element.focus) {
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
    const name = fieldName(event.target as Element);
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
