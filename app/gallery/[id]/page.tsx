import { sectionRegistry } from '@/components/cms/registry';
import { GallerySection } from '@/components/cms/GallerySection';
import { IntroSection } from '@/components/cms/IntroSection';
import { menuRoute } from '@/components/cms/menuRoute';

const route = menuRoute({
  segment: 'gallery',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['Gallery', GallerySection],
  ]),
  describeWith: ['Title', 'Gallery'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
