'use client';

// The main menu's code loads when a visitor first reaches for the menu (its links work meanwhile, a press of its toggles is made once it is there).
import { onDemand } from '@/components/ui/HydrateOnDemand';
// Its server parent imports the styles its server HTML needs: imported here, in a client module, they would add
// their class map to the page's JavaScript (+0.3 KiB measured). e2e/shell/styles.spec.ts fails a page that forgets them.

/** HeaderNav, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const HeaderNavOnDemand = onDemand(() => import('./HeaderNav.client').then((module) => module.HeaderNav));
