// The organisation's name and promise, from the content service, in a band under the home page's hero.
import type { Section } from '@/lib/cms/types';
import { RichText } from '@/components/ui/RichText';
import styles from './HomeTitleBand.module.css';

/** The home page's `Title`: the organisation's name and promise in a band under the hero. */
export function HomeTitleBand({ section }: { section?: Section }) {
  if (!section?.html) return null;
  return (
    <section className={styles.band} aria-label="Introduction">
      <div className="container">
        <RichText html={section.html} className={styles.text} />
      </div>
    </section>
  );
}
