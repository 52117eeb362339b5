'use client';

// The registration form's code loads when a visitor first reaches for the form, not with the page.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** RegisterForm, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const RegisterFormOnDemand = onDemand(() => import('./RegisterForm.client').then((module) => module.RegisterForm));
