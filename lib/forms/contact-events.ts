// What the contact form's Event field offers: the built-in events, and a choice for no event in particular.
// The form draws these options and the server takes no other (a crafted post could send any text).
import { events } from '@/content/events';

/** Choosing no event is allowed through this option (the field itself is required by the specification). */
export const GENERAL_ENQUIRY = 'General enquiry (no particular event)';

/** The Event field's choices, in the order the form lists them. */
export const CONTACT_EVENT_CHOICES: readonly string[] = [...events.map((event) => event.title), GENERAL_ENQUIRY];
