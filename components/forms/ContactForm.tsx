// The contact form's server side: reads the event choices on the server and hands over the server action,
// so the browser part receives them ready and carries neither.
import { CONTACT_EVENT_CHOICES } from '@/lib/forms/contact-events';
import { submitContact } from '@/lib/forms/contact-action';
import { routes } from '@/lib/routes/table';
import { ContactFormClient } from './ContactForm.client';

/**
 * The contact page's form. The event choices come from the built-in events, read here on the server. Posted
 * without JavaScript, it is answered on `/contact`, the contact page's one address (`/contact/{id}` names it
 * canonical), whichever of the two it was sent from, scrolled to the form's message.
 */
export function ContactForm({ id = 'contact-form' }: { id?: string }) {
  const eventOptions = CONTACT_EVENT_CHOICES.map((title) => ({ value: title, label: title }));
  // The answer to a post without JavaScript opens at the form's message (checks failed, or thanks), not at the
  // top of the page a phone's screen or more above it.
  const postTo = `${routes.contactDefault.href({})}#${id}-status`;
  return <ContactFormClient id={id} events={eventOptions} submit={submitContact} postTo={postTo} />;
}
