// The rules of the small forms that send nothing (newsletter, comment, quick contact), checked in the
// browser before each form answers.
import { z } from 'zod';
import { emailField, optionalText, requiredLongText, requiredText } from './rules';

/** Schemas of the small forms that send nothing: newsletter, comments and the quick contact form. */

export const newsletterSchema = z.object({ email: emailField() });

export const WEBSITE_INVALID = 'Please enter a full web address, such as https://example.org';

/** An optional website: blank is fine, otherwise an http(s) address. */
const website = optionalText(500).pipe(
  z.union([z.literal(''), z.url({ protocol: /^https?$/, error: WEBSITE_INVALID })], { error: WEBSITE_INVALID }),
);

export const commentSchema = z.object({
  name: requiredText('Please enter your name'),
  email: emailField(),
  website,
  comment: requiredLongText('Please enter your comment'),
});

export const quickContactSchema = z.object({
  name: requiredText('Please enter your name'),
  email: emailField(),
  subject: requiredText('Please enter a subject'),
  message: requiredLongText('Please enter your message'),
});
