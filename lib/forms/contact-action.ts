'use server';

// Where the contact form's message goes on our server: checked again, then forwarded to the
// organisation's form-mail service, with an honest answer when it is not configured or fails.
import { headers } from 'next/headers';
import { CONTACT_EVENT_CHOICES } from './contact-events';
import { clientAddress, contactLimit, takeContactTurn } from './contact-rate-limit';
import { contactSchema, CONTACT_FIELDS, CONTACT_MESSAGES } from './contact-schema';
import { CONTACT_TEXT, type ContactState } from './contact-state';
import { deliverContact, deliveryUrl } from './contact-delivery';
import { validate } from './validate';
import { redisUrl } from '@/lib/redis-url';

function typedValues(formData: FormData): ContactState['values'] {
  const values: ContactState['values'] = {};
  for (const field of CONTACT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * The contact form's server action. The browser posts to our own server only; when CONTACT_FORM_ACTION is
 * set, the server forwards the message to that form-mail service. When it is unset the message is accepted
 * and not delivered anywhere (see docs/configuration.md).
 */
export async function submitContact(_previous: ContactState, formData: FormData): Promise<ContactState> {
  // Anyone can post to an action: a request with no form in it gets the form's answer, not a crash.
  if (!(formData instanceof FormData)) return { status: 'invalid', message: CONTACT_TEXT.invalid, errors: {}, values: {} };
  const values = typedValues(formData);
  const checked = validate(contactSchema, values);
  if (!checked.ok) return { status: 'invalid', message: CONTACT_TEXT.invalid, errors: checked.errors, values };
  // Only one of the offered events (the browser's checks see the options, not this list).
  if (!CONTACT_EVENT_CHOICES.includes(checked.data.events)) {
    return { status: 'invalid', message: CONTACT_TEXT.invalid, errors: { events: CONTACT_MESSAGES.events }, values };
  }

  // Counted once a message would go out: a visitor correcting a field is not held back.
  const address = clientAddress((await headers()).get('x-forwarded-for'));
  if (!(await takeContactTurn(address, contactLimit(process.env.CONTACT_RATE_LIMIT), redisUrl()))) {
    console.warn('Contact form: a message was refused: its address sent more than CONTACT_RATE_LIMIT in 10 minutes.');
    return { status: 'failed', message: CONTACT_TEXT.limited, errors: {}, values };
  }

  const configured = process.env.CONTACT_FORM_ACTION;
  if (!configured) {
    console.warn('Contact form: CONTACT_FORM_ACTION is not set, so this message was accepted but not delivered.');
    return { status: 'sent', message: CONTACT_TEXT.received, errors: {}, values: {} };
  }
  const url = deliveryUrl(configured);
  const delivery = url ? await deliverContact(url, checked.data) : { ok: false as const, reason: 'not an http(s) URL' };
  if (!delivery.ok) {
    console.error(`Contact form delivery failed: ${delivery.reason}`);
    return { status: 'failed', message: CONTACT_TEXT.failed, errors: {}, values };
  }
  return { status: 'sent', message: CONTACT_TEXT.sent, errors: {}, values: {} };
}
