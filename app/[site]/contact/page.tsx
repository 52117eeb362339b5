import { loadMenuPageByName } from '@/lib/routes/loaders';
import { ContactPage, contactMetadata } from '@/components/contact/ContactPage';

/** `/contact`: the menu named exactly Contact, or the built-in contact block when there is none. */
export async function generateMetadata() {
  return contactMetadata(await loadMenuPageByName('Contact'));
}

export default async function Contact() {
  return <ContactPage page={await loadMenuPageByName('Contact')} />;
}
