'use client';

import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { GalleryImage } from '@/lib/cms-pages/gallery';
import { CmsImage } from '@/components/ui/CmsImage';
import styles from './LightboxGallery.module.css';

type Props = { label: string; images: GalleryImage[] };

/**
 * A grid of pictures; a click opens the lightbox at that picture (the library brings keyboard,
 * swipe and focus handling). Closing resets the position to the first picture, so the
 * "view all" button always starts from the beginning.
 */
export function LightboxGallery({ label, images }: Props) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);

  const show = (at: number) => {
    setIndex(at);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setIndex(0);
  };

  if (images.length === 0) return null;
  return (
    <div className={styles.gallery}>
      <ul className={styles.grid} aria-label={label}>
        {images.map((image, at) => (
          <li key={image.src} className={styles.cell}>
            <button type="button" className={styles.open} onClick={() => show(at)} aria-label={`Open ${image.alt}`}>
              <CmsImage src={image.src} alt="" fill sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw" className={styles.image} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={`btn btn-outline ${styles.all}`} onClick={() => show(index)}>
        {`View all ${images.length} pictures`}
      </button>
      <Lightbox
        open={open}
        close={close}
        index={index}
        slides={images.map((image) => ({ src: image.src, alt: image.alt }))}
        on={{ view: ({ index: current }) => setIndex(current) }}
        plugins={[Counter]}
        labels={{ Lightbox: `${label} pictures` }}
        controller={{ closeOnBackdropClick: true }}
      />
    </div>
  );
}
