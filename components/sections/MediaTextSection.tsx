import type { Section } from '@/lib/cms/types';
import { MediaText } from './MediaText';

type Props = { section?: Section; reverse?: boolean; alt?: boolean };

/** A section's text beside its first picture (About, Mission, Vision, a company). */
export function MediaTextSection({ section, reverse = false, alt = false }: Props) {
  if (!section || (!section.html && section.images.length === 0)) return null;
  return (
    <section className={`section ${alt ? 'section-alt' : ''}`} aria-label={section.key}>
      <div className="container">
        <MediaText html={section.html} image={section.images[0]} reverse={reverse} />
      </div>
    </section>
  );
}

/** The same, picture first: alternates with `MediaTextSection` down a page. */
export function MediaTextSectionReversed({ section }: { section?: Section }) {
  return <MediaTextSection section={section} reverse alt />;
}
