// `/clients/{id}`: the Clients menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('clients');

export default function ClientsMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="clients" params={params} />;
}
