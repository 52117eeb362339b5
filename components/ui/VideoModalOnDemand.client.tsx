'use client';

// A post's video player costs no JavaScript until a visitor reaches for it; a press of play meanwhile opens it once its code is there.
import { onDemand } from './HydrateOnDemand';
// Its server parent imports the styles its server HTML needs: imported here, in a client module, they would add
// their class map to the page's JavaScript (+0.3 KiB measured). e2e/shell/styles.spec.ts fails a page that forgets them.

/** VideoModal, hydrated on first use (see HydrateOnDemand); its play button shows meanwhile. */
export const VideoModalOnDemand = onDemand(() => import('./VideoModal.client').then((module) => module.VideoModal));
