import { sectionRegistry } from '@/components/cms/registry';
import { IntroSection } from '@/components/cms/IntroSection';
import { MediaTextSection } from '@/components/cms/MediaTextSection';
import { menuRoute } from '@/components/cms/menuRoute';

const route = menuRoute({
  segment: 'clients',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['Clients', MediaTextSection],
  ]),
  describeWith: ['Clients', 'Title'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
