import { services } from '@/content/services';
import type { Section } from '@/lib/cms/types';
import { Carousel } from '@/components/ui/Carousel.client';
import { SectionIntro } from '@/components/sections/SectionIntro';
import { ServiceCard } from '@/components/services/ServiceCard';
import { TWO_UP } from './per-view';

/** The home page's services: the `Our Services` text as heading, the built-in services as slides. */
export function ServicesCarousel({ section }: { section?: Section }) {
  return (
    <section className="section" aria-label="Our Services">
      <div className="container">
        <SectionIntro section={section} eyebrow="What we do" title="Our Services" />
        {/* The carousel is a region inside the block's: a name of its own tells the two apart. */}
        <Carousel
          label="Our Services slides"
          dots
          perView={TWO_UP}
          slides={services.map((service) => ({
            key: String(service.id),
            node: <ServiceCard service={service} sizes="(min-width: 767px) 580px, 100vw" />,
          }))}
        />
      </div>
    </section>
  );
}
