'use client';

// The header's search toggle costs no JavaScript until a visitor reaches for it; a press meanwhile is made once its code is there.
import { onDemand } from '@/components/ui/HydrateOnDemand';
// Its styles come with the page that shows it (the server HTML needs them); its code loads on first use.
import './SearchToggle.module.css';

/** SearchToggle, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const SearchToggleOnDemand = onDemand(() => import('./SearchToggle.client').then((module) => module.SearchToggle));
