// Draws a content-service section as its text beside its picture: the common shape of the inner pages
// (About, Mission, Vision).
import { hasContent } from '@/lib/cms-pages/sections';
import { MediaText } from './MediaText';
import { hasPicture, type SectionRendererProps } from './registry';

type Props = SectionRendererProps & { reverse?: boolean; alt?: boolean };

/** A section's text beside its first picture (About, Mission, Vision, a company). */
export function MediaTextSection({ section, leads = false, reverse = false, alt = false }: Props) {
  if (!hasContent(section)) return null;
  return (
    <section className={`section ${alt ? 'section-alt' : ''}`} aria-label={section.key}>
      <div className="container">
        <MediaText html={section.html} image={section.images[0]} reverse={reverse} priority={leads} />
      </div>
    </section>
  );
}
MediaTextSection.drawsPicture = hasPicture;

/** The same, picture first: alternates with `MediaTextSection` down a page. */
export function MediaTextSectionReversed(props: SectionRendererProps) {
  return <MediaTextSection {...props} reverse alt />;
}
MediaTextSectionReversed.drawsPicture = hasPicture;
