import type { Metadata } from 'next';
import { menuPageAt } from '@/lib/cms-pages/load';
import { GenericMenuPage, genericMenuMetadata } from '@/components/cms/GenericMenuPage';

type Props = { params: Promise<{ menu: string; id: string }> };

/**
 * Any menu without a route of its own (`Annual Report` -> `/annual%20report/14`). The name must
 * be the menu's own, so no other address serves it.
 */
async function load(params: Props['params']) {
  const { menu, id } = await params;
  return menuPageAt(menu, id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return genericMenuMetadata(await load(params));
}

export default async function MenuPage({ params }: Props) {
  return <GenericMenuPage page={await load(params)} />;
}
