import type { Section } from '@/lib/cms/types';
import { GallerySection } from './GallerySection';
import { MediaTextSection } from './MediaTextSection';

/**
 * Any section no page planned for: its text beside its picture, or above a gallery when it has
 * several. Keeps every key the service sends visible, whatever the editors named it.
 */
export function GenericSection({ section }: { section?: Section }) {
  if (!section) return null;
  if (section.images.length < 2) return <MediaTextSection section={section} />;
  return <GallerySection section={section} />;
}
