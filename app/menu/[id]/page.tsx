// `/menu/{id}`: a menu without a page of its own (`/annual%20report/14`, which the proxy draws here): its title
// first and every other section as sent.
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('menu');

export default function AnyMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="menu" params={params} />;
}
