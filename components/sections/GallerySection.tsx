// Shows a content-service section's pictures (Profile, Gallery, documents) as a gallery visitors can open.
import { galleryImages } from '@/lib/cms-pages/gallery';
import { hasContent } from '@/lib/cms-pages/sections';
import { CmsImage } from '@/components/ui/CmsImage';
import { widestCopy } from '@/components/ui/image-element';
import { isOffMediaHost } from '@/lib/cms/config';
import { RichText } from '@/components/ui/RichText';
import { LightboxGallery } from './LightboxGallery.client';
import { hasPicture, type SectionRendererProps } from './registry';
import styles from './GallerySection.module.css';
// The thumbnails are drawn here, on the server, in the gallery's own styles.
import lightboxStyles from './LightboxGallery.module.css';

/** A section's text (if any) above a lightbox gallery of its pictures (Profile, Gallery, documents). */
export function GallerySection({ section, leads = false }: SectionRendererProps) {
  if (!hasContent(section)) return null;
  const images = galleryImages(section);
  return (
    <section className="section" aria-label={section.key}>
      <div className="container">
        <RichText html={section.html} className={styles.text} />
        <LightboxGallery
          label={section.key}
          images={images.map((image) => ({ ...image, large: widestCopy(image.src, isOffMediaHost(image.src)) }))}
          thumbs={images.map((image, at) => (
            // The first picture is often the page's largest paint: fetched as the HTML arrives, not after layout,
            // and first of all when the gallery leads the page.
            <CmsImage
              key={image.src}
              src={image.src}
              alt=""
              fill
              priority={at === 0 && leads}
              loading={at === 0 ? 'eager' : undefined}
              sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw"
              className={lightboxStyles.image}
            />
          ))}
        />
      </div>
    </section>
  );
}
GallerySection.drawsPicture = hasPicture;
