// The short introduction an editor writes at the top of an inner page.
import type { Section } from '@/lib/cms/types';
import { RichText } from '@/components/ui/RichText';
import styles from './PageIntro.module.css';

/** The `Title` section of an inner page: a short centred introduction under the title band. */
export function PageIntro({ section }: { section?: Section }) {
  if (!section?.html) return null;
  return (
    <section className="section" aria-label="Introduction">
      <div className="container">
        <RichText html={section.html} className={styles.text} />
      </div>
    </section>
  );
}
