'use client';

// The donation form's code (and the forms' shared checks) loads when a visitor first reaches for the form, not with the page.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** DonationForm, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const DonationFormOnDemand = onDemand(() => import('./DonationForm.client').then((module) => module.DonationForm));
