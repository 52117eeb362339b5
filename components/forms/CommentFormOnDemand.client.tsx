'use client';

// The comment form's code loads when a visitor first reaches for the form, not with the page.
import { onDemand } from '@/components/ui/HydrateOnDemand';

/** CommentForm, hydrated on first use (see HydrateOnDemand); its server HTML shows meanwhile. */
export const CommentFormOnDemand = onDemand(() => import('./CommentForm.client').then((module) => module.CommentForm));
