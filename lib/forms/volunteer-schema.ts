// The rules of the volunteer application, its CV included.
import { z } from 'zod';
import { asChosenFile, cvFileProblem } from './cv-file';
import { emailField, requiredLongText, requiredText } from './rules';

/** The CV as chosen in the file input; the rules live in cv-file.ts. */
const cv = z.unknown().superRefine((value, ctx) => {
  const problem = cvFileProblem(asChosenFile(value));
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const volunteerSchema = z.object({
  name: requiredText('Please enter your name'),
  email: emailField(),
  subject: requiredText('Please enter a subject'),
  cv,
  description: requiredLongText('Please tell us a little about yourself'),
});
