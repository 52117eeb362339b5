'use client';

// The short contact form's code loads when a visitor first reaches for the form, not with the page.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** QuickContactForm, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const QuickContactFormOnDemand = onDemand(() => import('./QuickContactForm.client').then((module) => module.QuickContactForm));
