'use client';

// Lets visitors open a gallery's pictures full size, without every page paying for the lightbox's code.
import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import type { GalleryImage } from '@/lib/cms-pages/gallery';
import styles from './LightboxGallery.module.css';

/** A picture of the gallery, with the address of its copy for the lightbox (worked out on the server, see widestCopy). */
export type LightboxImage = GalleryImage & { large: string };

/** `thumbs`: each picture as drawn in the grid (rendered on the server), in the order of `images`. */
type Props = { label: string; images: LightboxImage[]; thumbs: ReactNode[] };

const loadLightbox = () => import('./LightboxView.client');
const LightboxView = lazy(loadLightbox);

/**
 * A grid of pictures; a click opens the lightbox at that picture (the library brings keyboard,
 * swipe and focus handling, and loads when the pointer or the focus reaches a picture, or at the
 * first click). Closing resets the position to the first picture, so the
 * "view all" button always starts from the beginning.
 */
export function LightboxGallery({ label, images, thumbs }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [index, setIndex] = useState(0);

  // A transition: React keeps the page as it is until the lightbox's code is there, then shows it at once
  // (a plain update shows the Suspense fallback first, and React holds back what replaces a fallback for
  // a moment, which made the first opening of a gallery wait for nothing).
  const show = (at: number) => {
    startTransition(() => {
      setIndex(at);
      setOpen(true);
      setUsed(true);
    });
  };
  const close = () => {
    setOpen(false);
    setIndex(0);
  };

  if (images.length === 0) return null;
  return (
    <div className={styles.gallery} onPointerOver={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      <ul className={styles.grid} aria-label={label}>
        {images.map((image, at) => (
          <li key={image.src} className={styles.cell}>
            <button type="button" className={styles.open} onClick={() => show(at)} aria-label={`Open ${image.alt}`}>
              {thumbs[at]}
            </button>
          </li>
        ))}
      </ul>
      {/* The pictures are all on the page: the button offers them large, one after another. One picture opens from itself. */}
      {images.length > 1 && (
        <button type="button" className={`btn btn-outline ${styles.all}`} onClick={() => show(index)}>
          {`View the ${images.length} pictures as a slideshow`}
        </button>
      )}
      {used && (
        <Suspense fallback={null}>
          <LightboxView label={label} images={images} open={open} index={index} onClose={close} onView={setIndex} />
        </Suspense>
      )}
    </div>
  );
}
