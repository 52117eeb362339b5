'use client';

// A gallery costs no JavaScript until a visitor reaches for a picture; a picture pressed meanwhile opens once its code is there.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** LightboxGallery, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const LightboxGalleryOnDemand = onDemand(() => import('./LightboxGallery.client').then((module) => module.LightboxGallery));
