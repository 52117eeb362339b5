import type { Metadata } from 'next';
import { menuPageFromParam } from '@/lib/cms-pages/load';
import { ContactPage, contactMetadata } from '@/components/cms/contact/ContactPage';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contactMetadata(await menuPageFromParam((await params).id));
}

export default async function ContactById({ params }: Props) {
  return <ContactPage page={await menuPageFromParam((await params).id)} />;
}
