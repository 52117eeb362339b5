import Link from 'next/link';
import { getMenuIdByName, getSettings } from '@/lib/cms';
import { mailtoHref, telHref } from '@/lib/safe-url';
import styles from './ServiceSidebar.module.css';

/** "How can we help?": the organisation's phone and e-mail, and the contact page. */
export async function ContactWidget() {
  const [settings, contactId] = await Promise.all([getSettings(), getMenuIdByName('Contact')]);
  const phone = settings.phone ? telHref(settings.phone) : null;
  const email = settings.email ? mailtoHref(settings.email) : null;
  return (
    <section className={`${styles.widget} ${styles.contact}`} aria-labelledby="sidebar-contact">
      <h2 id="sidebar-contact" className={styles.title}>
        How can we help you?
      </h2>
      <p>Questions about our work, a partnership or a gift? We answer every message.</p>
      {settings.phone && <p>{phone ? <a href={phone}>{settings.phone}</a> : settings.phone}</p>}
      {settings.email && <p>{email ? <a href={email}>{settings.email}</a> : settings.email}</p>}
      <Link href={contactId !== null ? `/contact/${contactId}` : '/contact'} className="btn btn-light">
        Contact us
      </Link>
    </section>
  );
}
