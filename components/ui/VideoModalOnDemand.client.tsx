'use client';

// A post's video player costs no JavaScript until a visitor reaches for it; a press of play meanwhile opens it once its code is there.
import { onDemand } from './HydrateOnDemand';
// Its styles come with the page that shows it (the server HTML needs them); its code loads on first use.
import './VideoModal.module.css';

/** VideoModal, hydrated on first use (see HydrateOnDemand); its play button shows meanwhile. */
export const VideoModalOnDemand = onDemand(() => import('./VideoModal.client').then((module) => module.VideoModal));
