import Link from 'next/link';
import { getMenuIdByName, getSettings } from '@/lib/cms';
import { routes } from '@/lib/routes/table';
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks';
import styles from './ContactWidget.module.css';

/** "Need help?" box with the organisation's phone and e-mail (from the settings) and a contact link. */
export async function ContactWidget({ id }: { id: string }) {
  const [settings, contactId] = await Promise.all([getSettings(), getMenuIdByName('Contact')]);
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Need help or more details?
      </h2>
      <p>Our team is happy to answer questions about our work, giving and volunteering.</p>
      <ul className={styles.list}>
        {settings.phone && (
          <li>
            <PhoneLink phone={settings.phone} />
          </li>
        )}
        {settings.email && (
          <li>
            <EmailLink email={settings.email} />
          </li>
        )}
      </ul>
      <Link href={contactId !== null ? routes.contact.href({ id: contactId }) : routes.contactDefault.href({})} className="btn btn-light">
        Contact us
      </Link>
    </section>
  );
}
