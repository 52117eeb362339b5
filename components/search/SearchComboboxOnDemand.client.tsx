'use client';

// The header's search field costs no JavaScript until it is used: the combobox's code loads on its first focus or touch.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** SearchCombobox, hydrated on first use (the server HTML is a working field of the search form meanwhile). */
export const SearchComboboxOnDemand = onDemand(() => import('./SearchCombobox.client').then((module) => module.SearchCombobox));
