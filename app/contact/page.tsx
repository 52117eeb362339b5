import type { Metadata } from 'next';
import { menuPageByName } from '@/lib/cms-pages/load';
import { ContactPage, contactMetadata } from '@/components/cms/contact/ContactPage';

export async function generateMetadata(): Promise<Metadata> {
  return contactMetadata(await menuPageByName('Contact'));
}

export default async function Contact() {
  return <ContactPage page={await menuPageByName('Contact')} />;
}
