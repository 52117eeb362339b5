// Texts a form shows next to its submit button: plain strings, so browser code can use them without
// loading the schemas (zod) that check the fields.

/** The status line of a form whose submit failed; it sits by the submit button, under the fields. */
export const FORM_INVALID = 'Please correct the fields above.';

/** A browser-checked form whose checks could not be loaded: what is typed stays, the next press tries again. */
export const FORM_CHECKS_UNAVAILABLE =
  'This form could not get ready to send. Please check your connection and press the button again; if it still fails, reload the page.';
