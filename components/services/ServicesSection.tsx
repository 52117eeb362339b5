// Shows every service on the inner pages that present them (About, Service), under the editor's text.
import { services } from '@/content/services';
import type { SectionRendererProps } from '@/components/sections/registry';
import { CardGrid } from '@/components/ui/CardGrid';
import { CmsSectionHeading } from '@/components/sections/CmsSectionHeading';
import { ServiceCard } from './ServiceCard';

/** The services block of the inner pages: the `Our Services` text, then every built-in service. */
export function ServicesSection({ section, leads = false }: SectionRendererProps) {
  return (
    <section className="section section-alt" aria-label="Our Services">
      <div className="container">
        <CmsSectionHeading section={section} eyebrow="What we do" title="Our Services" align="start" />
        <CardGrid
          label="Services"
          items={services.map((service, position) => ({
            key: String(service.id),
            node: <ServiceCard service={service} priority={leads && position === 0} />,
          }))}
        />
      </div>
    </section>
  );
}
// Every service card has a picture: the grid leads a page when nothing above it draws one.
ServicesSection.drawsPicture = () => services.length > 0;
