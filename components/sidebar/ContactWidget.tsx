// Gives a visitor reading a sidebar a quick way to reach the organisation (phone, e-mail, contact page).
import Link from 'next/link';
import { getSettings } from '@/lib/cms';
import { routes } from '@/lib/routes/table';
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks';
import styles from './ContactWidget.module.css';

/**
 * "Need help?" box with the organisation's phone and e-mail (from the settings) and a link to the contact page at
 * its canonical address, the one the sitemap lists: the footer's link names the menu's id (the specification).
 */
export async function ContactWidget({ id }: { id: string }) {
  const settings = await getSettings();
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
      <Link href={routes.contactDefault.href({})} className="btn btn-light">
        Contact us
      </Link>
    </section>
  );
}
