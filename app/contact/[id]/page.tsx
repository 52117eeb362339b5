// `/contact/{id}`: the Contact menu's page (loadMenuPage): the service's contact sections and map with
// the contact form.
import { loadMenuPage } from '@/lib/routes/loaders';
import { ContactPage, contactMetadata } from '@/components/contact/ContactPage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props) {
  return contactMetadata(await loadMenuPage('contact', params));
}

export default async function ContactMenuPage({ params }: Props) {
  return <ContactPage page={await loadMenuPage('contact', params)} />;
}
