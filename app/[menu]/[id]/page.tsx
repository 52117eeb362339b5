import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { menuPageMetadata } from '@/lib/cms-pages/metadata';
import { menuPageFromParam } from '@/lib/cms-pages/load';
import { segmentNamesMenu } from '@/lib/cms-pages/route';
import { CmsPage } from '@/components/cms/CmsPage';
import { IntroSection } from '@/components/cms/IntroSection';
import { sectionRegistry } from '@/components/cms/registry';

type Props = { params: Promise<{ menu: string; id: string }> };

const REGISTRY = sectionRegistry([['Title', IntroSection]]);

/**
 * Any menu without a route of its own (`Annual Report` -> `/annual%20report/14`): every section
 * through the generic renderer. The name must be the menu's own, so no other address serves it.
 */
async function load(params: Props['params']) {
  const { menu, id } = await params;
  const page = await menuPageFromParam(id);
  if (!segmentNamesMenu(menu, page.menu.name)) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return menuPageMetadata(await load(params), ['Title']);
}

export default async function MenuPage({ params }: Props) {
  return <CmsPage page={await load(params)} registry={REGISTRY} />;
}
