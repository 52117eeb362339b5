'use client';

// The contact form's code loads when a visitor first reaches for the form; until then it posts to the server as it does without JavaScript.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** ContactFormClient, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const ContactFormOnDemand = onDemand(() => import('./ContactForm.client').then((module) => module.ContactFormClient));
