'use client';

// The language choice's code loads when a visitor uses it or a navigation needs it (it follows the page's path); its server HTML works meanwhile.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** TranslationMenu, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const TranslationMenuOnDemand = onDemand(() => import('./TranslationMenu.client').then((module) => module.TranslationMenu));
