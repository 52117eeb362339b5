// The contact form's server side: reads the event choices on the server, so the browser part receives them ready.
import { CONTACT_EVENT_CHOICES } from '@/lib/forms/contact-events';
import { routes } from '@/lib/routes/table';
import { ContactFormClient } from './ContactForm.client';

/**
 * The contact page's form. Posted without JavaScript, it is answered on `/contact`, the contact page's one address
 * (`/contact/{id}` names it canonical), whichever of the two it was sent from, scrolled to the form's message.
 */
export function ContactForm({ id = 'contact-form' }: { id?: string }) {
  const eventOptions = CONTACT_EVENT_CHOICES.map((title) => ({ value: title, label: title }));
  const postTo = `${routes.contactDefault.href({})}#${id}-status`;
  return <ContactFormClient id={id} events={eventOptions} postTo={postTo} />;
}
