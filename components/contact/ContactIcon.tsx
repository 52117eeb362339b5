// The pictograms that mark the contact cards, drawn inline so they need no icon font or image.
import { PathIcon } from '@/components/ui/PathIcon';

export type ContactIconName = 'address' | 'email' | 'phone';

const PATHS: Record<ContactIconName, string> = {
  address:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  email: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7.3V17h16V7.3l-8 4.9z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
};

/** A decorative icon for a contact card (the card's text says what it is). */
export function ContactIcon({ name }: { name: ContactIconName }) {
  return <PathIcon path={PATHS[name]} size={28} />;
}
