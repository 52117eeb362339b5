// The service page's sidebar, which leads a visitor on to other services, the newsletter or the office.
import Link from 'next/link';
import { services, type Service } from '@/content/services';
import { NewsletterForm } from '@/components/forms/NewsletterForm.client';
import { ContactWidget } from '@/components/sidebar/ContactWidget';
import { InstagramWidget } from './InstagramWidget';
import styles from './ServiceSidebar.module.css';
import { routes } from '@/lib/routes/table';

/** The product's sidebar shows the first 6 services. */
const SIDEBAR_SERVICES = 6;

/** Other services, the newsletter, a decorative photo wall and a way to get in touch. */
export function ServiceSidebar({ current }: { current: Service }) {
  return (
    <aside className={styles.sidebar} aria-label="More from us">
      <nav className={styles.widget} aria-labelledby="sidebar-services">
        <h2 id="sidebar-services" className={styles.title}>
          Our Services
        </h2>
        <ul className={styles.links}>
          {services.slice(0, SIDEBAR_SERVICES).map((service) => (
            <li key={service.id}>
              <Link
                href={routes.serviceDetail.href({ id: service.id })}
                aria-current={service.id === current.id ? 'page' : undefined}
              >
                {service.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* No landmark of its own: the footer's newsletter is the page's "Newsletter" region and form. */}
      <div className={styles.widget}>
        <NewsletterForm
          id="service-newsletter"
          landmark={false}
          postTo={`${routes.serviceDetail.href({ id: current.id })}#service-newsletter-status`}
        />
      </div>
      <InstagramWidget />
      <ContactWidget id="service-contact" />
    </aside>
  );
}
