// What a form's server action answers, and the words every form shares: one shape for all the site's forms, with
// or without JavaScript, so each renders its answer the same way.
import type { FieldErrors } from './validate';
import { FORM_INVALID } from './form-status';

export type FormState = {
  status: 'idle' | 'invalid' | 'sent' | 'failed';
  /** Shown in the form's live region. */
  message: string;
  errors: FieldErrors;
  /** What the visitor typed, put back into the fields when the page is drawn again without JavaScript. */
  values: Record<string, string>;
};

export const FORM_IDLE: FormState = { status: 'idle', message: '', errors: {}, values: {} };

export const FORM_TEXT = {
  invalid: FORM_INVALID,
  /** More posts of one form from one address than FORMS_RATE_LIMIT allows in 10 minutes. */
  limited:
    'You have sent this form several times in the last few minutes, so this one was not sent. Nothing you typed is lost: please send it again in ten minutes, or reach us by phone or e-mail.',
  /** Neither Redis nor the disk could keep it: nothing was received, and the visitor keeps what they typed. */
  failed:
    'Sorry, we could not take your form just now. Nothing you typed is lost: please try again in a few minutes, or reach us by phone or e-mail.',
} as const;

/** What each form says once it has the submission (in the outbox, to be passed on to the organisation). */
export const FORM_THANKS = {
  contact: 'Thank you! Your message was received. We will get back to you soon.',
  quickContact: 'Thank you! Your message was received. We will get back to you soon.',
  volunteer: 'Thank you for offering your time! We have your application and your CV, and will be in touch.',
  newsletter: 'Thank you for signing up! The next newsletter will reach you by e-mail.',
  donation: 'Thank you for your pledge! We will be in touch about how to complete your gift.',
  comment: 'Thank you for your comment! It was received and will appear once our team has read it.',
} as const;

export type FormKind = keyof typeof FORM_THANKS;
