'use client';

// The full-size picture viewer, kept in its own file so it loads only when a visitor opens a picture.
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { GalleryImage } from '@/lib/cms-pages/gallery';

type Props = {
  label: string;
  images: GalleryImage[];
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
      slides={images.map((image) => ({ src: image.src, alt: image.alt }))}
      on={{ view: ({ index: current }) => onView(current) }}
      plugins={[Counter]}
      labels={{ Lightbox: `${label} pictures` }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
