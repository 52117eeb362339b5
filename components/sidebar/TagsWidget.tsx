// Lets a visitor follow a tag from a sidebar to the pages that carry it.
import Link from 'next/link';
import { Widget } from './Widget';
import styles from './TagsWidget.module.css';

export type TagLink = { label: string; href: string };

export function TagsWidget({ id, tags }: { id: string; tags: readonly TagLink[] }) {
  return (
    <Widget id={id} title="Tags">
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag.label}>
            <Link href={tag.href} className={styles.tag}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </Widget>
  );
}
