import type { Section } from '@/lib/cms/types';
import { galleryImages } from '@/lib/cms-pages/gallery';
import { RichText } from '@/components/ui/RichText';
import { LightboxGallery } from './LightboxGallery.client';
import { MediaTextSection } from './MediaTextSection';
import styles from './GenericSection.module.css';

/**
 * Any section no page planned for: its text beside its picture, or above a gallery when it has
 * several. Keeps every key the service sends visible, whatever the editors named it.
 */
export function GenericSection({ section }: { section?: Section }) {
  if (!section) return null;
  if (section.images.length < 2) return <MediaTextSection section={section} />;
  return <GallerySection section={section} />;
}

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
