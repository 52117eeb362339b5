import type { Section } from '@/lib/cms/types';
import { RichText } from '@/components/ui/RichText';
import { SectionHead } from '@/components/ui/SectionHead';
import styles from './SectionIntro.module.css';

type Props = { section?: Section; title: string; eyebrow?: string; align?: 'start' | 'center' };

/** A block's opening: the editor's text when the service sent one, else a plain heading. */
export function SectionIntro({ section, title, eyebrow, align = 'center' }: Props) {
  if (!section?.html) return <SectionHead eyebrow={eyebrow} title={title} align={align} />;
  return <RichText html={section.html} className={`${styles.intro} ${align === 'center' ? styles.center : ''}`} />;
}
