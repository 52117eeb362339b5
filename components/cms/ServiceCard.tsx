import Image from 'next/image';
import Link from 'next/link';
import type { Service } from '@/content/services';
import styles from './Card.module.css';

type Props = { service: Service; sizes: string; headingLevel?: 'h2' | 'h3' };

/** A built-in service: picture, title (the card's one link) and two lines of description. */
export function ServiceCard({ service, sizes, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Image src={service.images[0]} alt="" fill sizes={sizes} className={styles.image} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={`/service-single/${service.id}`} className={styles.stretched}>
            {service.title}
          </Link>
        </Heading>
        <p className={styles.text}>{service.description}</p>
      </div>
    </article>
  );
}
