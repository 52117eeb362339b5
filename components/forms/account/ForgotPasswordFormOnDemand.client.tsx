'use client';

// The password reset form's code loads when a visitor first reaches for the form, not with the page.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** ForgotPasswordForm, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const ForgotPasswordFormOnDemand = onDemand(() => import('./ForgotPasswordForm.client').then((module) => module.ForgotPasswordForm));
