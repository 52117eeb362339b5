// The renderer of each section view a menu page's layout names (lib/routes/section-pages.ts): one renderer
// per content section, looked up by key.
import type { SectionsLayout, SectionView } from '@/lib/routes/section-pages';
import { GallerySection } from './GallerySection';
import { MediaTextSection, MediaTextSectionReversed } from './MediaTextSection';
import { MessageTabs } from './MessageTabs';
import { PageIntro } from './PageIntro';
import { ShownElsewhere } from './RenderSections';
import { sectionRegistry, type SectionRegistry, type SectionRenderer } from './registry';
import { ServicesSection } from '@/components/services/ServicesSection';

const SECTION_VIEWS: Record<SectionView, SectionRenderer> = {
  intro: PageIntro,
  'media-text': MediaTextSection,
  'media-text-reversed': MediaTextSectionReversed,
  services: ServicesSection,
  gallery: GallerySection,
  'message-tabs': MessageTabs,
  'shown-elsewhere': ShownElsewhere,
};

/** The registry a layout's section list stands for. */
export function registryOf(layout: SectionsLayout): SectionRegistry {
  return sectionRegistry(layout.sections.map(([key, view]) => [key, SECTION_VIEWS[view]] as const));
}
