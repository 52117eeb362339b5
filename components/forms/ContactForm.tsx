// The contact form's server side: reads the event choices on the server and hands over the server action,
// so the browser part (whose code loads on first use) receives them ready.
import { events } from '@/content/events';
import { submitContact } from '@/lib/forms/contact-action';
import { ContactFormOnDemand } from './ContactFormOnDemand.client';

/** Choosing no event is allowed through this option (the field itself is required by the specification). */
export const GENERAL_ENQUIRY = 'General enquiry (no particular event)';

/** The contact page's form. The event choices come from the built-in events, read here on the server. */
export function ContactForm({ id = 'contact-form' }: { id?: string }) {
  const eventOptions = [...events.map((event) => ({ value: event.title, label: event.title })), { value: GENERAL_ENQUIRY, label: GENERAL_ENQUIRY }];
  return <ContactFormOnDemand id={id} events={eventOptions} submit={submitContact} />;
}
