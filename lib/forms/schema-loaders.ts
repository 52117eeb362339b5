// How browser forms get their schemas: each arrives (with zod, the bulk of a form's code) only when
// a visitor first uses a form, never with the page. The server imports the schemas directly.
import type { z } from 'zod';

export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

export const loadSchema = {
  newsletter: () => import('./simple-schemas').then((module) => module.newsletterSchema),
  comment: () => import('./simple-schemas').then((module) => module.commentSchema),
  quickContact: () => import('./simple-schemas').then((module) => module.quickContactSchema),
  volunteer: () => import('./volunteer-schema').then((module) => module.volunteerSchema),
  contact: () => import('./contact-schema').then((module) => module.contactSchema),
  login: () => import('./account-schemas').then((module) => module.loginSchema),
  register: () => import('./account-schemas').then((module) => module.registerSchema),
  forgotPassword: () => import('./account-schemas').then((module) => module.forgotPasswordSchema),
};
