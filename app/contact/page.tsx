// `/contact` without an id, the canonical address of the contact page (the header and footer link to
// `/contact/{id}` as the spec says, and that page names this one canonical): the service's menu named Contact
// (loadMenuPageByName), or the built-in contact block while there is none.
import { loadMenuPageByName } from '@/lib/routes/loaders';
import { ContactPage, contactMetadata } from '@/components/contact/ContactPage';

/** `/contact`: the menu named exactly Contact, or the built-in contact block when there is none. */
export async function generateMetadata() {
  return contactMetadata(await loadMenuPageByName('Contact'));
}

export default async function Contact() {
  return <ContactPage page={await loadMenuPageByName('Contact')} />;
}
