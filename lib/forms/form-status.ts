// Texts a form shows next to its submit button: plain strings, so browser code can use them without
// loading the schemas (zod) that check the fields.

/** The status line of a form whose submit failed; it sits by the submit button, under the fields. */
export const FORM_INVALID = 'Please correct the fields above.';
