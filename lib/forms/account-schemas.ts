// What the login, register and forgot-password screens accept, with the product's messages.
import { z } from 'zod';
import { emailField, requiredText } from './rules';

/** The mock account screens' schemas: login, register and forgot password. */

export {
  EMPTY_FIELD_TOAST,
  FORGOT_SUCCESS_TOAST,
  LOGIN_SUCCESS_TOAST,
  REGISTER_SUCCESS_TOAST,
  showsLoginToast,
} from './account-texts';

/** Letters of any script with their accents, spaces, apostrophes (' or ’) and hyphens: "Zoë O'Neil-Núñez". */
const PERSON_NAME = /^[\p{L}\p{M}'’ -]+$/u;

const password = z.string({ error: 'Please enter your password' }).min(1, { error: 'Please enter your password' });

export const loginSchema = z.object({
  email: emailField(),
  password,
  // A checked box arrives as 'on' (FormData); unchecked boxes are absent.
  remember: z
    .literal('on')
    .optional()
    .transform((value) => value === 'on'),
});

export const registerSchema = z
  .object({
    fullName: requiredText('Please enter your full name').regex(PERSON_NAME, {
      error: 'Please use letters only (spaces, accents, apostrophes and hyphens are fine)',
    }),
    email: emailField(),
    password,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, { error: 'Please confirm your password' }),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    error: 'The passwords do not match',
    // Compare as soon as both are typed, even while another field (say the name) is still wrong.
    when: ({ value }) => bothTyped(value),
  });

function bothTyped(value: unknown): boolean {
  const form = value as { password?: unknown; confirmPassword?: unknown } | null;
  return typeof form?.password === 'string' && typeof form.confirmPassword === 'string';
}

export const forgotPasswordSchema = z.object({ email: emailField() });
