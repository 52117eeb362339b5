// Turns a section's pictures into a gallery every visitor can follow, screen-reader users included.
import type { Section } from '@/lib/cms/types';

export type GalleryImage = { src: string; alt: string };

/**
 * A section's pictures, each once, with a text alternative (the service sends no captions, so
 * the alternative says where the picture sits: "Gallery: image 3 of 9").
 */
export function galleryImages(section: Section): GalleryImage[] {
  const unique = [...new Set(section.images)];
  return unique.map((src, index) => ({ src, alt: `${section.key}: image ${index + 1} of ${unique.length}` }));
}
