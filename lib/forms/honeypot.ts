// A field people never see and bots fill in: a post that fills it is thanked like any other and then dropped.

/** The hidden field's name: one a form-filling bot completes, and no browser's autofill knows (a visitor's autofill must never fill it). */
export const HONEYPOT_FIELD = 'homepage';

/** True when the post filled the hidden field (a bot). */
export function filledByBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}
