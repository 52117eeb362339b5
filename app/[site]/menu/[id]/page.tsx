import { menuPageMetadata } from '@/lib/routes/page-metadata';
import { loadGenericMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { GenericMenuView } from '@/components/sections/GenericMenuView';

type Props = { params: Promise<{ id: string }> };

/** Any menu without a family of its own (`/annual%20report/14`): the proxy renders it here. */
export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return menuPageMetadata(await loadGenericMenuPage(params), ['Title']);
}

export default async function GenericMenuPage({ params }: Props) {
  return <GenericMenuView page={await loadGenericMenuPage(params)} />;
}
