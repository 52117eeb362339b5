// Opens a block with the editor's own heading text when the content service sent one, and a plain
// heading when it did not, so no block starts untitled.
import type { Section } from '@/lib/cms/types';
import { RichText } from '@/components/ui/RichText';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './CmsSectionHeading.module.css';

type Props = { section?: Section; title: string; eyebrow?: string; align?: 'start' | 'center' };

/** A block's opening: the editor's text when the service sent one, else a plain heading. */
export function CmsSectionHeading({ section, title, eyebrow, align = 'center' }: Props) {
  if (!section?.html) return <SectionHeading eyebrow={eyebrow} title={title} align={align} />;
  return <RichText html={section.html} className={`${styles.intro} ${align === 'center' ? styles.center : ''}`} />;
}
