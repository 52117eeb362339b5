// What the contact form accepts, with the specification's messages; the browser and server check the same rules.
import { z } from 'zod';
import { EMAIL_INVALID, requiredEmail, requiredLongText, requiredText } from './rules';

import { CONTACT_SUBJECTS } from './contact-subjects';

export { CONTACT_SUBJECTS } from './contact-subjects';

/** The field messages of the product specification (section 8), word for word. */
export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  lastname: 'Please enter your Lastname',
  email: 'Please enter your email',
  subject: 'Please enter your subject',
  events: 'Select your event list',
  notes: 'Please enter your note',
} as const;

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name),
  lastname: requiredText(CONTACT_MESSAGES.lastname),
  // The specification words only the empty field; a filled one that is no address says so, as every other form does.
  email: requiredEmail({ required: CONTACT_MESSAGES.email, invalid: EMAIL_INVALID }),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
  events: requiredText(CONTACT_MESSAGES.events),
  notes: requiredLongText(CONTACT_MESSAGES.notes),
});

export type ContactMessage = z.infer<typeof contactSchema>;

export type ContactField = keyof ContactMessage;
export const CONTACT_FIELDS = Object.keys(contactSchema.shape) as ContactField[];
