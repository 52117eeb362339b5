// One way for every form to check its values and get one message per field, in the browser and on
// the server alike.
import type { z } from 'zod';

/** One message per field name: what a form shows next to each field. */
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Runs a form schema and keeps the first message of each field (the one the visitor needs first).
 * The same call serves the browser check and the server check.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Text entries of a FormData as a plain object (files are kept as File objects). */
export function formValues(formData: FormData): Record<string, FormDataEntryValue> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of formData.entries()) values[key] ??= value;
  return values;
}

/**
 * The checks may still be loading when the visitor starts fixing a field (on a slow phone, for a second):
 * a field edited since the submit is being fixed, so it gets no message from the submit's values, just as
 * typing clears a message that is shown.
 */
export function withoutEditedFields(
  errors: FieldErrors,
  submitted: Record<string, unknown>,
  now: Record<string, unknown>,
): FieldErrors {
  const unchanged = (field: string) => String(submitted[field] ?? '') === String(now[field] ?? '');
  return Object.fromEntries(Object.entries(errors).filter(([field]) => unchanged(field)));
}
