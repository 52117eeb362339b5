import { sectionRegistry } from '@/components/cms/registry';
import { IntroSection } from '@/components/cms/IntroSection';
import { MediaTextSection } from '@/components/cms/MediaTextSection';
import { menuRoute } from '@/components/cms/menuRoute';

const route = menuRoute({
  segment: 'performance',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['Performance', MediaTextSection],
  ]),
  describeWith: ['Performance', 'Title'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
