import { sectionRegistry } from '@/components/cms/registry';
import { GallerySection } from '@/components/cms/GallerySection';
import { IntroSection } from '@/components/cms/IntroSection';
import { menuRoute } from '@/components/cms/menuRoute';

const route = menuRoute({
  segment: 'profile',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['Profile', GallerySection],
  ]),
  describeWith: ['Title', 'Profile'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
