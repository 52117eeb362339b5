'use client';

// Tabs cost no JavaScript until a visitor reaches for them; a tab pressed meanwhile is selected once their code is there.
import { onDemand } from '@/components/ui/HydrateOnDemand';
// Its server parent imports the styles its server HTML needs: imported here, in a client module, they would add
// their class map to the page's JavaScript (+0.3 KiB measured). e2e/shell/styles.spec.ts fails a page that forgets them.

/** Tabs, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const TabsOnDemand = onDemand(() => import('./Tabs.client').then((module) => module.Tabs));
