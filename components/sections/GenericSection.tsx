// The fallback for a section nobody planned for: whatever key the editors invent, its content shows.
import { GallerySection } from './GallerySection';
import { MediaTextSection } from './MediaTextSection';
import { hasPicture, type SectionRendererProps } from './registry';

/**
 * Any section no page planned for: its text beside its picture, or above a gallery when it has
 * several. Keeps every key the service sends visible, whatever the editors named it.
 */
export function GenericSection(props: SectionRendererProps) {
  if (!props.section) return null;
  return props.section.images.length < 2 ? <MediaTextSection {...props} /> : <GallerySection {...props} />;
}
GenericSection.drawsPicture = hasPicture;
