import { sectionRegistry } from '@/components/cms/registry';
import { GallerySection } from '@/components/cms/GallerySection';
import { IntroSection } from '@/components/cms/IntroSection';
import { menuRoute } from '@/components/cms/menuRoute';

const route = menuRoute({
  segment: 'document',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['OUR DOCUMENT', GallerySection],
  ]),
  describeWith: ['Title', 'OUR DOCUMENT'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
