// The field rules every form shares, so a name or e-mail is judged the same way everywhere on the site.
import { z } from 'zod';
import { oneLine, plainText } from '@/lib/outbox/field-text';
import { isSendableEmail } from './email-address';

/** Building blocks shared by every form schema, so a rule such as "what is an e-mail" lives in one place. */

/** Longest text we accept in a one-line field; keeps pasted essays out of names. */
export const SHORT_TEXT_MAX = 200;
/** Longest free text (messages, comments, notes). */
export const LONG_TEXT_MAX = 5000;

/** A required one-line text: blank (or only spaces) gives `message`. */
export function requiredText(message: string, max = SHORT_TEXT_MAX) {
  return z
    .string({ error: message })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep this under ${max} characters` });
}

/** A required text of several lines (a message, a comment): blank gives `message`. */
export function requiredLongText(message: string, max = LONG_TEXT_MAX) {
  return z
    .string({ error: message })
    .overwrite(plainText)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep this under ${max} characters` });
}

/** Optional text: missing or blank becomes ''. */
export function optionalText(max = SHORT_TEXT_MAX) {
  return z
    .string()
    .overwrite(plainText)
    .trim()
    .max(max, { error: `Please keep this under ${max} characters` })
    .optional()
    .transform((value) => value ?? '');
}

type EmailMessages = { required: string; invalid?: string };

/** A required e-mail address. `invalid` defaults to `required` (the contact form uses one message for both). */
export function requiredEmail({ required, invalid = required }: EmailMessages) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .pipe(z.string().max(254, { error: invalid }).refine(isSendableEmail, { error: invalid }));
}

export const EMAIL_REQUIRED = 'Please enter your email';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** The e-mail rule of every form (the contact form words its own empty field, the same words). */
export const emailField = () => requiredEmail({ required: EMAIL_REQUIRED, invalid: EMAIL_INVALID });

export { FORM_INVALID } from './form-status';
