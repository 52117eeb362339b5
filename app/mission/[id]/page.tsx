import { sectionRegistry } from '@/components/cms/registry';
import { IntroSection } from '@/components/cms/IntroSection';
import { MediaTextSection, MediaTextSectionReversed } from '@/components/cms/MediaTextSection';
import { menuRoute } from '@/components/cms/menuRoute';

const route = menuRoute({
  segment: 'mission',
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['Mission', MediaTextSection],
    ['Vision', MediaTextSectionReversed],
  ]),
  describeWith: ['Mission', 'Vision'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
