// Each form the site delivers to the organisation: its checks, what it is called when delivered, its fields'
// labels, where the reply goes and what it attaches. The server actions (actions.ts) receive posts by these.
import 'server-only';
import { CONTACT_EVENT_CHOICES } from './contact-events';
import { CONTACT_MESSAGES, contactSchema } from './contact-schema';
import type { FormSpec } from './receive-form';
import { commentSchema, newsletterSchema, quickContactSchema } from './simple-schemas';
import { volunteerSchema } from './volunteer-schema';
import {
  COMMENT_LABELS,
  CONTACT_LABELS,
  NEWSLETTER_LABELS,
  QUICK_CONTACT_LABELS,
  VOLUNTEER_LABELS,
} from './form-labels';

export const CONTACT_FORM: FormSpec<typeof contactSchema> = {
  kind: 'contact',
  title: 'Contact message',
  schema: contactSchema,
  labels: CONTACT_LABELS,
  replyTo: 'email',
  // Only one of the offered events (the browser's checks see the options, not this list).
  check: (data) => (CONTACT_EVENT_CHOICES.includes(data.events) ? null : { events: CONTACT_MESSAGES.events }),
};

export const QUICK_CONTACT_FORM: FormSpec<typeof quickContactSchema> = {
  kind: 'quickContact',
  title: 'Message',
  schema: quickContactSchema,
  labels: QUICK_CONTACT_LABELS,
  replyTo: 'email',
};

export const VOLUNTEER_FORM: FormSpec<typeof volunteerSchema> = {
  kind: 'volunteer',
  title: 'Volunteer application',
  schema: volunteerSchema,
  labels: VOLUNTEER_LABELS,
  replyTo: 'email',
  file: 'cv',
};

export const NEWSLETTER_FORM: FormSpec<typeof newsletterSchema> = {
  kind: 'newsletter',
  title: 'Newsletter sign-up',
  schema: newsletterSchema,
  labels: NEWSLETTER_LABELS,
  replyTo: 'email',
};

export const COMMENT_FORM: FormSpec<typeof commentSchema> = {
  kind: 'comment',
  title: 'Comment for moderation',
  schema: commentSchema,
  labels: COMMENT_LABELS,
  replyTo: 'email',
};
