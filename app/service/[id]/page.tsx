import { sectionRegistry } from '@/components/cms/registry';
import { IntroSection } from '@/components/cms/IntroSection';
import { menuRoute } from '@/components/cms/menuRoute';
import { ServicesSection } from '@/components/cms/ServicesSection';

const route = menuRoute({
  segment: 'service',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['Our Services', ServicesSection],
  ]),
  describeWith: ['Title', 'Our Services'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
