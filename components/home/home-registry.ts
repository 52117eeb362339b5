import { HOME_SECTION_KEYS, type HomeSectionKey } from '@/lib/cms-pages/sections';
import { MediaTextSection } from '@/components/sections/MediaTextSection';
import { sectionRegistry, type SectionRegistry, type SectionRenderer } from '@/components/sections/registry';
import { CompaniesCarousel } from './CompaniesCarousel';
import { FeaturedWork, Partners } from './ImageCarousel';
import { ServicesCarousel } from './ServicesCarousel';
import { TitleBand } from './TitleBand';

/** One block per home key: the type checker insists on every one of them. */
const HOME_BLOCKS: Record<HomeSectionKey, SectionRenderer> = {
  Title: TitleBand,
  About: MediaTextSection,
  'Our Services': ServicesCarousel,
  'Featured Work': FeaturedWork,
  Partner: Partners,
  Companies: CompaniesCarousel,
};

/**
 * The home page's blocks in display order. Every other key is a company: the Companies block
 * renders those, so the home page lets nothing fall through to a generic renderer.
 */
export const HOME_REGISTRY: SectionRegistry = sectionRegistry(HOME_SECTION_KEYS.map((key) => [key, HOME_BLOCKS[key]]));
