// The site's text-beside-picture layout, shared by the service's sections, the company pages and the
// directors' messages.
import type { ReactNode } from 'react';
import type { SafeHtml } from '@/lib/sanitize';
import { CmsImage } from '@/components/ui/CmsImage';
import { RichText } from '@/components/ui/RichText';
import styles from './MediaText.module.css';

type Props = {
  html: SafeHtml;
  image?: string;
  /** '' when the picture only illustrates the text next to it. */
  imageAlt?: string;
  /** Picture on the left from tablets up. */
  reverse?: boolean;
  /** The picture a visitor sees first (most often the page's largest paint): eager, fetched at high priority. */
  priority?: boolean;
  children?: ReactNode;
};

/** Rich text beside one picture (stacked on phones); the picture keeps a 4:3 box, loaded or not. */
export function MediaText({ html, image, imageAlt = '', reverse = false, priority = false, children }: Props) {
  return (
    <div className={`${styles.grid} ${image ? styles.withImage : ''} ${reverse ? styles.reverse : ''}`}>
      <div className={styles.text}>
        <RichText html={html} />
        {children}
      </div>
      {image && (
        <div className={styles.media}>
          <CmsImage
            src={image}
            alt={imageAlt}
            fill
            priority={priority}
            sizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw"
            className={styles.image}
          />
        </div>
      )}
    </div>
  );
}
