// `/profile/{id}`: the Profile menu's sections, in its layout's order (lib/routes/section-pages.ts).
import { SectionsMenuPage, sectionsMenuMetadata } from '@/components/sections/SectionsMenuPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export const generateMetadata = sectionsMenuMetadata('profile');

export default function ProfileMenuPage({ params }: Props) {
  return <SectionsMenuPage layout="profile" params={params} />;
}
