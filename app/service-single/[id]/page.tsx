// One of our services in full: what it is, the solutions we offer alongside it and its benefits, with the
// services sidebar, so a visitor can read what we do before getting in touch.
import type { Metadata } from 'next';
import { loadBuiltIn } from '@/lib/routes/loaders';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { ServerImage } from '@/components/ui/ServerImage';
import { services } from '@/content/services';
import { getMenuIdByName } from '@/lib/cms';
import { cutText } from '@/lib/cms-pages/text';
import { Accordion } from '@/components/sections/Accordion';
import { ServiceCard } from '@/components/services/ServiceCard';
import { serviceBenefits } from '@/components/services/service-benefits';
import { ServiceSidebar } from '@/components/services/ServiceSidebar';
import { PageHeading } from '@/components/ui/PageHeading';
import styles from './page.module.css';

type Props = { params: Promise<{ id: string }> };

/** The product lists the first 3 services as solutions. */
const SOLUTIONS = 3;

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await loadBuiltIn('serviceDetail', params);
  return pageMetadata({
    title: service.title,
    description: cutText(service.description, 160),
    path: routes.serviceDetail.href({ id: service.id }),
    sharesOpenGraphImage: true,
  });
}

export default async function ServiceSinglePage({ params }: Props) {
  const service = await loadBuiltIn('serviceDetail', params);
  const servicesMenuId = await getMenuIdByName('Service');
  const crumbs =
    servicesMenuId === null ? [] : [{ href: routes.service.href({ id: servicesMenuId }), label: 'Services' }];
  return (
    <>
      <PageHeading title={service.title} crumbs={crumbs} />
      <div className={`container section ${styles.layout}`}>
        <article className={styles.main}>
          <div className={styles.hero}>
            <ServerImage
              src={service.images[1]}
              alt=""
              fill
              priority
              sizes="(min-width: 1200px) 780px, (min-width: 992px) 65vw, 100vw"
              className={styles.cover}
            />
          </div>
          <h2>{service.title}</h2>
          <p className={styles.description}>{service.description}</p>

          <section aria-labelledby="solutions-title" className={styles.block}>
            <h2 id="solutions-title">Our Solutions</h2>
            <ul className={styles.solutions}>
              {services.slice(0, SOLUTIONS).map((solution) => (
                <li key={solution.id}>
                  <ServiceCard service={solution} sizes="(min-width: 992px) 250px, (min-width: 600px) 33vw, 100vw" />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="benefits-title" className={styles.block}>
            <h2 id="benefits-title">Benefits</h2>
            <Accordion
              name="benefits"
              items={serviceBenefits(service).map((benefit) => ({
                key: benefit.key,
                title: benefit.title,
                body: <p>{benefit.text}</p>,
              }))}
            />
          </section>
        </article>
        <ServiceSidebar current={service} />
      </div>
    </>
  );
}
