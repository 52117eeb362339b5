// The fallback for a section nobody planned for: whatever key the editors invent, its content shows.
import type { Section } from '@/lib/cms/types';
import { GallerySection } from './GallerySection';
import { MediaTextSection } from './MediaTextSection';
import type { SectionContext } from './registry';

/**
 * Any section no page planned for: its text beside its picture, or above a gallery when it has
 * several. Keeps every key the service sends visible, whatever the editors named it.
 */
export function GenericSection({ section, context }: { section?: Section; context: SectionContext }) {
  if (!section) return null;
  if (section.images.length < 2) return <MediaTextSection section={section} context={context} />;
  return <GallerySection section={section} context={context} />;
}
