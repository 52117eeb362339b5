import type { Metadata } from 'next';
import { getMenuIdByName } from '@/lib/cms';
import { menuPageAt } from '@/lib/cms-pages/load';
import { requestOrigin } from '@/lib/cms-pages/origin';
import { ContactPage, contactMetadata } from '@/components/cms/contact/ContactPage';

type Props = { params: Promise<{ id: string }> };

/** `/contact` shows the menu named exactly Contact: when that is this menu, it is the one address. */
async function canonicalUrl(menuId: number): Promise<string | null> {
  if ((await getMenuIdByName('Contact')) !== menuId) return null;
  return `${(await requestOrigin()) ?? ''}/contact`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await menuPageAt('contact', (await params).id);
  const canonical = await canonicalUrl(page.menu.id);
  return { ...contactMetadata(page), ...(canonical && { alternates: { canonical } }) };
}

export default async function ContactById({ params }: Props) {
  return <ContactPage page={await menuPageAt('contact', (await params).id)} />;
}
