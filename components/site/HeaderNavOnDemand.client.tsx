'use client';

// The main menu's code loads when a visitor first reaches for the menu (its links work meanwhile, a press of its toggles is made once it is there).
import { onDemand } from '@/components/ui/HydrateOnDemand';
// Its styles come with the page that shows it (the server HTML needs them); its code loads on first use.
import './HeaderNav.module.css';
import './HeaderMenuItem.module.css';

/** HeaderNav, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const HeaderNavOnDemand = onDemand(() => import('./HeaderNav.client').then((module) => module.HeaderNav));
