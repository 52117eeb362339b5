import Link from 'next/link';
import { blogCategories, getPostsByCategory } from '@/content/blog';
import { Widget } from './Widget';
import styles from './CategoriesWidget.module.css';

/** The blog's 6 categories with their post counts, each linking to the list filtered by it. */
export function CategoriesWidget({ id, hrefOf }: { id: string; hrefOf: (category: string) => string }) {
  return (
    <Widget id={id} title="Categories">
      <ul className={styles.list}>
        {blogCategories.map((category) => (
          <li key={category}>
            <Link href={hrefOf(category)} className={styles.link}>
              <span>{category}</span>
              <span className={styles.count}>
                {getPostsByCategory(category).length}
                <span className="visually-hidden"> posts</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Widget>
  );
}
