'use client';

// The language choice's code (Escape closes its list) loads when a visitor first uses it; its server HTML works meanwhile.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** TranslationMenu, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const TranslationMenuOnDemand = onDemand(() => import('./TranslationMenu.client').then((module) => module.TranslationMenu));
