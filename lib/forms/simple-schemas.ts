// The rules of the small forms (newsletter, comment, quick contact), checked in the browser and again on the
// server, with the labels each field is shown and delivered under.
import { z } from 'zod';
import { emailField, optionalText, requiredLongText, requiredText } from './rules';

export const newsletterSchema = z.object({ email: emailField() });

/** The page a form was sent from (a post, a cause, a team member), so the organisation knows what it is about. */
const about = optionalText(300);

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
  about,
});

export const quickContactSchema = z.object({
  name: requiredText('Please enter your name'),
  email: emailField(),
  subject: requiredText('Please enter a subject'),
  message: requiredLongText('Please enter your message'),
  about,
});
