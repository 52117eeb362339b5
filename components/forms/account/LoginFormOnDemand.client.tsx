'use client';

// The login form's code loads when a visitor first reaches for the form, not with the page.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** LoginForm, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const LoginFormOnDemand = onDemand(() => import('./LoginForm.client').then((module) => module.LoginForm));
