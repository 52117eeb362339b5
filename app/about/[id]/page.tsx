import { sectionRegistry } from '@/components/cms/registry';
import { IntroSection } from '@/components/cms/IntroSection';
import { MediaTextSection } from '@/components/cms/MediaTextSection';
import { menuRoute } from '@/components/cms/menuRoute';
import { ServicesSection } from '@/components/cms/ServicesSection';
import { TeamSlider } from '@/components/team/TeamSlider';

const route = menuRoute({
  segment: 'about',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['About', MediaTextSection],
    ['Our Services', ServicesSection],
  ]),
  describeWith: ['About', 'Title'],
  after: <TeamSlider />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
