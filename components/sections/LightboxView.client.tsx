'use client';

// The full-size picture viewer, kept in its own file so it loads only when a visitor opens a picture.
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
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
 * LightboxGallery.client.tsx only when a visitor is about to open a picture.
 */
export default function LightboxView({ label, images, open, index, onClose, onView }: Props) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      // The resized copies, never the service's original: a phone gets one its screen needs, from this
      // site. Their heights are not known: 0 lets the lightbox read the loaded picture's own.
      slides={images.map((image) => ({ src: image.large.src, alt: image.alt, srcSet: image.large.srcSet.map((copy) => ({ ...copy, height: 0 })) }))}
      on={{ view: ({ index: current }) => onView(current) }}
      plugins={[Counter]}
      labels={{ Lightbox: `${label} pictures` }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
