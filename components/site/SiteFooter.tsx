// The footer on every page: how to reach the organisation, its social links and the newsletter, from
// the service's settings.
import Link from 'next/link';
import { getMenuIdByName, getSettings } from '@/lib/cms';
import { CmsImage } from '@/components/ui/CmsImage';
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks';
import { NewTabNote } from '@/components/ui/NewTabNote';
import { NewsletterForm } from '@/components/forms/NewsletterForm.client';
import { SocialIcon } from './SocialIcon';
import styles from './SiteFooter.module.css';
import { routes } from '@/lib/routes/table';

export const FIRST_YEAR = 2022;

/** The footer: contact details and social links from the settings; always renders. */
export async function SiteFooter() {
  const [settings, aboutId, contactId] = await Promise.all([
    getSettings(),
    getMenuIdByName('About'),
    getMenuIdByName('Contact'),
  ]);
  const year = new Date().getFullYear();
  const links = [
    { href: aboutId !== null ? routes.about.href({ id: aboutId }) : null, label: 'About us' },
    {
      href: contactId !== null ? routes.contact.href({ id: contactId }) : routes.contactDefault.href({}),
      label: 'Contact',
    },
    { href: routes.causes.href({}), label: 'Causes' },
    { href: routes.events.href({}), label: 'Events' },
    { href: routes.projects.href({}), label: 'Projects' },
    { href: routes.testimonials.href({}), label: 'Testimonials' },
    { href: routes.volunteer.href({}), label: 'Volunteer' },
    { href: routes.blog.href({ layout: 'right', category: null, tag: null, page: 1 }), label: 'Blog' },
  ].filter((link): link is { href: string; label: string } => link.href !== null);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.col} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {settings.siteName}
          </h2>
          <Link href={routes.home.href({})} className={styles.logo} aria-label={`${settings.siteName} home`}>
            {settings.footerLogo ? (
              <span className={styles.logoBox}>
                <CmsImage src={settings.footerLogo} alt={settings.siteName} fill sizes="200px" />
              </span>
            ) : (
              <span className={styles.logoText}>{settings.siteName}</span>
            )}
          </Link>
          {settings.social.length > 0 && (
            <ul className={styles.social} aria-label="Social media">
              {settings.social.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    <SocialIcon network={link.network} />
                    <span className="visually-hidden">{link.label}</span>
                    <NewTabNote />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav className={styles.col} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Links
          </h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.label}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.col} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            {settings.email && (
              <li>
                <EmailLink email={settings.email} />
              </li>
            )}
            {settings.phone && (
              <li>
                <PhoneLink phone={settings.phone} />
              </li>
            )}
            {settings.address && <li className={styles.address}>{settings.address}</li>}
          </ul>
        </section>
        <section className={styles.col} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          {/* Posted without JavaScript, it is answered on the home page, whose footer has the same form. */}
          <NewsletterForm
            id="footer-newsletter-form"
            postTo={`${routes.home.href({})}#footer-newsletter-form-status`}
          />
        </section>
      </div>
      <p className={styles.copyright}>
        © {FIRST_YEAR}–{year} {settings.siteName}
      </p>
    </footer>
  );
}
