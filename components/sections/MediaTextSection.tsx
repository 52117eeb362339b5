// Draws a content-service section as its text beside its picture: the common shape of the inner pages
// (About, Mission, Vision).
import type { Section } from '@/lib/cms/types';
import { MediaText } from './MediaText';
import type { SectionContext } from './registry';

type Props = { section?: Section; context: SectionContext; reverse?: boolean; alt?: boolean };

/** A section's text beside its first picture (About, Mission, Vision, a company). */
export function MediaTextSection({ section, context, reverse = false, alt = false }: Props) {
  if (!section || (!section.html && section.images.length === 0)) return null;
  return (
    <section className={`section ${alt ? 'section-alt' : ''}`} aria-label={section.key}>
      <div className="container">
        <MediaText html={section.html} image={section.images[0]} reverse={reverse} priority={context.leadPicture === section.key} />
      </div>
    </section>
  );
}

/** The same, picture first: alternates with `MediaTextSection` down a page. */
export function MediaTextSectionReversed({ section, context }: { section?: Section; context: SectionContext }) {
  return <MediaTextSection section={section} context={context} reverse alt />;
}
