// The first thing a visitor sees on the home page: the organisation's own slides, with the way to donate.
import Link from 'next/link';
import { getSlides } from '@/lib/cms';
import { Carousel } from '@/components/ui/Carousel.client';
import { CmsImage } from '@/components/ui/CmsImage';
import { RichText } from '@/components/ui/RichText';
import styles from './HeroSlider.module.css';
import { routes } from '@/lib/routes/table';

/** The home page's hero: slides from the content service; nothing at all when it has none. */
export async function HeroSlider() {
  const slides = await getSlides();
  if (slides.length === 0) return null;
  return (
    <div className={styles.hero}>
      <Carousel
        label="Highlights"
        effect="fade"
        autoplay
        speed={1000}
        dots
        gap={0}
        slides={slides.map((slide, position) => ({
          key: slide.key,
          node: (
            <div className={styles.slide}>
              {slide.image && (
                <CmsImage
                  src={slide.image}
                  alt=""
                  fill
                  sizes="100vw"
                  priority={position === 0}
                  className={styles.image}
                />
              )}
              <div className={`container ${styles.content}`}>
                <RichText html={slide.titleHtml} className={styles.title} />
                <p className={styles.subtitle}>{slide.subtitle}</p>
                <div className={styles.actions}>
                  <Link href={routes.donate.href({})} className="btn btn-accent">
                    Donate Now
                  </Link>
                  <Link href={routes.causes.href({})} className="btn btn-light">
                    See our causes
                  </Link>
                </div>
              </div>
            </div>
          ),
        }))}
      />
    </div>
  );
}
