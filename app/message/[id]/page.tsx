import { sectionRegistry } from '@/components/cms/registry';
import { IntroSection } from '@/components/cms/IntroSection';
import { MessageTabs } from '@/components/cms/MessageTabs';
import { menuRoute } from '@/components/cms/menuRoute';
import { ShownElsewhere } from '@/components/cms/RenderSections';

const route = menuRoute({
  segment: 'message',
  // The tabs show all three directors; the first key places them on the page.
  registry: sectionRegistry([
    ['Title', IntroSection],
    ['Managing Director', MessageTabs],
    ['Chairman', ShownElsewhere],
    ['Executive Director', ShownElsewhere],
  ]),
  describeWith: ['Managing Director', 'Chairman', 'Executive Director'],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
