import Link from 'next/link';
import { services } from '@/content/services';
import styles from './ProjectBenefits.module.css';
import { routes } from '@/lib/routes/table';

/** How many of our services a project page presents as its benefits. */
const BENEFIT_COUNT = 3;

/** Three of our services, each linking to its own page. */
export function ProjectBenefits() {
  return (
    <section aria-labelledby="project-benefits-title" className={styles.section}>
      <h2 id="project-benefits-title">What this project brings</h2>
      <ul className={styles.list}>
        {services.slice(0, BENEFIT_COUNT).map((service) => (
          <li key={service.id} className={styles.item}>
            <h3 className={styles.title}>
              <Link href={routes.serviceDetail.href({ id: service.id })}>{service.title}</Link>
            </h3>
            <p className={styles.text}>{service.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
