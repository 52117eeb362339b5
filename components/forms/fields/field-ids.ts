/** Ids that tie a field to its label, hint and message, so every form wires them the same way. */
export type FieldIds = { input: string; error: string; hint: string };

export function fieldIds(formId: string, name: string): FieldIds {
  const input = `${formId}-${name}`;
  return { input, error: `${input}-error`, hint: `${input}-hint` };
}

/** The accessibility attributes of a control: its message (when there is one) and its hint. */
export function describedControl(ids: FieldIds, error: string | undefined, hint: string | undefined) {
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return {
    id: ids.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
