// The heart of the contact page: the office's address, e-mail and phone from the content service,
// and the contact form, which shows even when the service has no contact sections.
import { ContactForm } from '@/components/forms/ContactForm';
import { RichText } from '@/components/ui/RichText';
import type { SectionContext } from '@/components/sections/registry';
import { ContactIcon, type ContactIconName } from './ContactIcon';
import styles from './Contact.module.css';
import { sectionByKey } from '@/lib/cms-pages/sections';

/** The contact sections shown as cards, in this order, each with its icon. */
export const CONTACT_CARDS: ReadonlyArray<readonly [key: string, icon: ContactIconName]> = [
  ['Address', 'address'],
  ['Email Us', 'email'],
  ['Call Now', 'phone'],
];

/** Office address, e-mail and phone cards from the service, then the contact form (always shown). */
export function ContactBlock({ context }: { context: SectionContext }) {
  const cards = CONTACT_CARDS.flatMap(([key, icon]) => {
    const section = sectionByKey(context.sections, key);
    return section?.html ? [{ key, icon, html: section.html }] : [];
  });
  return (
    <>
      {cards.length > 0 && (
        <section className="section" aria-labelledby="contact-cards-title">
          {/* The service's cards carry their own <h3>s: this keeps the heading levels in order. */}
          <h2 id="contact-cards-title" className="visually-hidden">
            How to reach us
          </h2>
          <ul className={`container ${styles.cards}`}>
            {cards.map((card) => (
              <li key={card.key} className={styles.card} aria-label={card.key}>
                <ContactIcon name={card.icon} />
                <RichText html={card.html} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="section section-alt" aria-labelledby="contact-form-title">
        <div className="container">
          <div className={styles.form}>
            <h2 id="contact-form-title">Send us a message</h2>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
