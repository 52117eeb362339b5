import type { Section } from '@/lib/cms/types';
import { galleryImages } from '@/lib/cms-pages/gallery';
import { RichText } from '@/components/ui/RichText';
import { LightboxGallery } from './LightboxGallery.client';
import styles from './GallerySection.module.css';

/** A section's text (if any) above a lightbox gallery of its pictures (Profile, Gallery, documents). */
export function GallerySection({ section }: { section?: Section }) {
  if (!section || (!section.html && section.images.length === 0)) return null;
  return (
    <section className="section" aria-label={section.key}>
      <div className="container">
        <RichText html={section.html} className={styles.text} />
        <LightboxGallery label={section.key} images={galleryImages(section)} />
      </div>
    </section>
  );
}
