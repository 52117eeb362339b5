'use client';

// The newsletter form of every page's footer costs no JavaScript until a visitor comes near it or uses it.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** NewsletterForm, hydrated when it comes near the screen or is first used; its server HTML shows meanwhile. */
export const NewsletterFormOnDemand = onDemand(() => import('./NewsletterForm.client').then((module) => module.NewsletterForm), { near: true });
