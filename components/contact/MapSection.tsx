import type { Section } from '@/lib/cms/types';
import { RichText } from '@/components/ui/RichText';
import styles from './Contact.module.css';

/** The `Map` section: the service's embedded map (an iframe lib/ kept after sanitising). */
export function MapSection({ section }: { section?: Section }) {
  if (!section?.html) return null;
  return (
    <section className={styles.map} aria-label="Map">
      <RichText html={section.html} className={styles.mapFrame} />
    </section>
  );
}
