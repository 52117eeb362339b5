// The mock account screens' toasts, apart from their schemas so the forms can use them without zod.

/** Shown by every account screen when its form is invalid (product specification, section 8). */
export const EMPTY_FIELD_TOAST = 'Empty field is not allowed!';
export const REGISTER_SUCCESS_TOAST = 'Registration Complete successfully!';
/** The product's own wording for a forgot-password success, kept as written. */
export const FORGOT_SUCCESS_TOAST = 'You successfully Login!';
/** Login's success toast (the specification gives no wording); honest that no session exists. */
export const LOGIN_SUCCESS_TOAST = 'Welcome back! Accounts are not available yet, so you are not signed in.';

/** Login's success toast shows only for e-mails that start with "user" (product specification, section 5). */
export function showsLoginToast(email: string): boolean {
  return email.trim().toLowerCase().startsWith('user');
}
