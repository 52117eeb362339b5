import type { Section } from '@/lib/cms/types';
import { companySections } from '@/lib/cms-pages/sections';
import { Carousel } from '@/components/ui/Carousel.client';
import { CompanyCard } from '@/components/sections/CompanyCard';
import { SectionIntro } from '@/components/sections/SectionIntro';
import type { SectionContext } from '@/components/sections/registry';
import { TWO_UP } from './per-view';

/** The `Companies` text, then a card for every other key of the menu (each one a company). */
export function CompaniesCarousel({ section, context }: { section?: Section; context: SectionContext }) {
  const companies = companySections(context.sections);
  const { menuId } = context;
  if (companies.length === 0 || menuId === null) return null;
  return (
    <section className="section section-alt" aria-label="Our companies">
      <div className="container">
        <SectionIntro section={section} title="Our companies" />
        {/* The carousel is a region inside the block's: a name of its own tells the two apart. */}
        <Carousel
          label="Our companies slides"
          dots
          perView={TWO_UP}
          slides={companies.map((company) => ({
            key: company.key,
            node: <CompanyCard company={company} menuId={menuId} sizes="(min-width: 767px) 580px, 100vw" />,
          }))}
        />
      </div>
    </section>
  );
}
