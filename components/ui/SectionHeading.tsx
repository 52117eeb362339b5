// The heading a block of a page opens with, so every block is introduced the same way.
import styles from './SectionHeading.module.css';

type Props = {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
  align?: 'start' | 'center';
};

/** A section's small uppercase eyebrow, heading and one-line lead. */
export function SectionHeading({ eyebrow, title, lead, id, align = 'center' }: Props) {
  return (
    <div className={`${styles.head} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
