import { services } from '@/content/services';
import type { Section } from '@/lib/cms/types';
import { SectionIntro } from './SectionIntro';
import { ServiceCard } from './ServiceCard';
import grid from './CardGrid.module.css';

/** The services block of the inner pages: the `Our Services` text, then every built-in service. */
export function ServicesSection({ section }: { section?: Section }) {
  return (
    <section className="section section-alt" aria-label="Our Services">
      <div className="container">
        <SectionIntro section={section} eyebrow="What we do" title="Our Services" align="start" />
        <ul className={grid.grid}>
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} sizes="(min-width: 1200px) 384px, (min-width: 768px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
