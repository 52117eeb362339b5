import type { Section } from '@/lib/cms/types';
import { RichText } from '@/components/ui/RichText';
import styles from './IntroSection.module.css';

/** The `Title` section of an inner page: a short centred introduction under the title band. */
export function IntroSection({ section }: { section?: Section }) {
  if (!section?.html) return null;
  return (
    <section className={`section ${styles.intro}`} aria-label="Introduction">
      <div className="container">
        <RichText html={section.html} className={styles.text} />
      </div>
    </section>
  );
}
