// The home page's moving showcases: photos of featured work and the partners' logos, from the content
// service.
import type { Section } from '@/lib/cms/types';
import { galleryImages } from '@/lib/cms-pages/gallery';
import { Carousel } from '@/components/ui/Carousel.client';
import { CmsImage } from '@/components/ui/CmsImage';
import { CmsSectionHeading } from '@/components/sections/CmsSectionHeading';
import { FOUR_UP, SHOWCASE_SPEED } from './per-view';
import styles from './HomeSection.module.css';

type Props = { section?: Section; label: string; variant: 'photos' | 'logos'; alt?: boolean };

/** Featured work photos or partner logos: the section's text, then its pictures on autoplay. */
export function ImageCarousel({ section, label, variant, alt = false }: Props) {
  if (!section || section.images.length === 0) return null;
  const frame = variant === 'logos' ? styles.logo : styles.frame;
  return (
    <section className={`section ${alt ? 'section-alt' : ''}`} aria-label={label}>
      <div className="container">
        <CmsSectionHeading section={section} title={label} />
        {/* The carousel is a region inside the block's: a name of its own tells the two apart. */}
        <Carousel
          label={`${label} slides`}
          autoplay
          speed={SHOWCASE_SPEED}
          perView={FOUR_UP}
          slides={galleryImages(section).map((image) => ({
            key: image.src,
            node: (
              <div className={frame}>
                <CmsImage
                  src={image.src}
                  alt={image.alt}
                  fill
                  sizes="(min-width: 1200px) 300px, (min-width: 767px) 33vw, (min-width: 480px) 50vw, 100vw"
                  className={variant === 'photos' ? styles.photo : undefined}
                />
              </div>
            ),
          }))}
        />
      </div>
    </section>
  );
}

export function FeaturedWork({ section }: { section?: Section }) {
  return <ImageCarousel section={section} label="Featured work" variant="photos" alt />;
}

export function Partners({ section }: { section?: Section }) {
  return <ImageCarousel section={section} label="Our partners" variant="logos" />;
}
