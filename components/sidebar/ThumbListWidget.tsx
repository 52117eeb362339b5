// The sidebars' lists of recent or related posts and causes, so readers always have somewhere to go next.
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { Widget } from './Widget';
import styles from './ThumbListWidget.module.css';

export type ThumbItem = { key: string; href: string; image: string; title: string; meta?: string };

/** A titled list of small pictures with a linked title and one line of detail (posts, causes). */
export function ThumbListWidget({ id, title, items }: { id: string; title: string; items: readonly ThumbItem[] }) {
  return (
    <Widget id={id} title={title}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <span className={styles.thumb}>
              <ServerImage src={item.image} alt="" fill sizes="72px" />
            </span>
            <span>
              <Link href={item.href} className={styles.link}>
                {item.title}
              </Link>
              {item.meta && <span className={styles.meta}>{item.meta}</span>}
            </span>
          </li>
        ))}
      </ul>
    </Widget>
  );
}
