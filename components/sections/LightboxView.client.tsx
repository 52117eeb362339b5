'use client';

// The full-size picture viewer, kept in its own file so it loads only when a visitor opens a picture.
import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useCloseOnBack } from '@/components/ui/use-close-on-back';
import type { LightboxImage } from './LightboxGallery.client';

type Props = {
  label: string;
  images: LightboxImage[];
  open: boolean;
  index: number;
  onClose: () => void;
  onView: (index: number) => void;
};

/**
 * The lightbox itself (yet-another-react-lightbox: keyboard, swipe and focus handling). Loaded by
 * LightboxGallery.client.tsx only when a visitor is about to open a picture. Back closes it.
 */
export default function LightboxView({ label, images, open, index, onClose, onView }: Props) {
  // Closing starts with its fade-out: the history entry goes at once, not after it.
  const [leaving, setLeaving] = useState(false);
  useCloseOnBack(open && !leaving, onClose);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      // One resized copy, never the service's original. No srcSet: without the pictures' real sizes the
      // lightbox would draw a small picture at the width its srcSet claims, shrunk.
      slides={images.map((image) => ({ src: image.large, alt: image.alt }))}
      on={{
        view: ({ index: current }) => onView(current),
        entering: () => setLeaving(false),
        exiting: () => setLeaving(true),
      }}
      plugins={[Counter]}
      labels={{ Lightbox: `${label} pictures` }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
