import { services } from '@/content/services';
import type { Section } from '@/lib/cms/types';
import { CardGrid } from '@/components/ui/CardGrid';
import { SectionIntro } from '@/components/sections/SectionIntro';
import { ServiceCard } from './ServiceCard';

/** The services block of the inner pages: the `Our Services` text, then every built-in service. */
export function ServicesSection({ section }: { section?: Section }) {
  return (
    <section className="section section-alt" aria-label="Our Services">
      <div className="container">
        <SectionIntro section={section} eyebrow="What we do" title="Our Services" align="start" />
        <CardGrid label="Services" items={services.map((service) => ({ key: String(service.id), node: <ServiceCard service={service} /> }))} />
      </div>
    </section>
  );
}
