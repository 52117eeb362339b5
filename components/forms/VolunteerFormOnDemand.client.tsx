'use client';

// The volunteer form's code loads when a visitor first reaches for the form, not with the page.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** VolunteerForm, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const VolunteerFormOnDemand = onDemand(() => import('./VolunteerForm.client').then((module) => module.VolunteerForm));
