'use client';

// The header's search toggle costs no JavaScript until a visitor reaches for it; a press meanwhile is made once its code is there.
import { onDemand } from '@/components/ui/HydrateOnDemand';
// Its server parent imports the styles its server HTML needs: imported here, in a client module, they would add
// their class map to the page's JavaScript (+0.3 KiB measured). e2e/shell/styles.spec.ts fails a page that forgets them.

/** SearchToggle, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const SearchToggleOnDemand = onDemand(() => import('./SearchToggle.client').then((module) => module.SearchToggle));
