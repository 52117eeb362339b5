// `/message/{id}`: the Message menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('message');

export default function MessageMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="message" params={params} />;
}
