// What the contact form says back to a visitor after each send, with or without JavaScript.
import type { FieldErrors } from './validate';
import type { ContactField } from './contact-schema';
import { FORM_INVALID } from './form-status';

/** What the contact form's server action answers; the form renders it (with or without JavaScript). */
export type ContactState = {
  status: 'idle' | 'invalid' | 'sent' | 'failed';
  /** Shown in the form's live region. */
  message: string;
  errors: FieldErrors;
  /** What the visitor typed, put back into the fields when the page is re-rendered without JavaScript. */
  values: Partial<Record<ContactField, string>>;
};

export const CONTACT_IDLE: ContactState = { status: 'idle', message: '', errors: {}, values: {} };

export const CONTACT_TEXT = {
  invalid: FORM_INVALID,
  /** Delivered to the organisation's form-mail service (CONTACT_FORM_ACTION). */
  sent: 'Thank you! Your message was sent. We will get back to you soon.',
  /** Accepted while no form-mail service is configured: said plainly, since nobody will read it. */
  received:
    'Thank you! Your message was received. (Message delivery is not connected on this site yet, so please also e-mail or call us if it is urgent.)',
  /** More messages from one address than CONTACT_RATE_LIMIT allows in 10 minutes. */
  limited:
    'You have sent several messages in the last few minutes, so this one was not sent. Nothing you typed is lost: please send it again in ten minutes, or reach us by phone or e-mail.',
  failed:
    'Sorry, your message could not be sent just now. Nothing you typed is lost: please try again in a few minutes, or reach us by phone or e-mail.',
} as const;
