'use client';

// Tabs cost no JavaScript until a visitor reaches for them; a tab pressed meanwhile is selected once their code is there.
import { onDemand } from '@/components/ui/HydrateOnDemand';
// Its styles come with the page that shows it (the server HTML needs them); its code loads on first use.
import './Tabs.module.css';

/** Tabs, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const TabsOnDemand = onDemand(() => import('./Tabs.client').then((module) => module.Tabs));
