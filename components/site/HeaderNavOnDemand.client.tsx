'use client';

// The main menu's code loads when a visitor first reaches for the menu (its links work meanwhile, a press of its toggles is made once it is there).
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** HeaderNav, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const HeaderNavOnDemand = onDemand(() => import('./HeaderNav.client').then((module) => module.HeaderNav));
