// `/company/{menu id}/{company?}`: the organisation's companies, from the content service's Company
// menu (loadCompanyPage): the list of companies, one company's page, or the menu's own sections.
import type { Metadata } from 'next';
import { excerptOf, withoutLeadingName } from '@/lib/cms-pages/text';
import { loadCompanyPage } from '@/lib/routes/loaders';
import { menuPageMetadata, pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { CompanyList } from '@/components/sections/CompanyList';
import { GenericMenuView } from '@/components/sections/GenericMenuView';
import { LanguageSelector } from '@/components/sections/LanguageSelector';
import { MediaText } from '@/components/sections/MediaText';
import { PageHeading } from '@/components/ui/PageHeading';

type Props = { params: Promise<{ id: string; company?: string[] }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, route } = await loadCompanyPage(params);
  const id = page.menu.id;
  if (route.kind === 'menu') return menuPageMetadata(page, ['Title']);
  if (route.kind === 'list') {
    return pageMetadata({
      title: 'Our companies',
      description: `Our companies: ${route.companies.map((c) => c.key).join(', ')}.`,
      path: routes.company.href({ id, company: null }),
    });
  }
  const { company } = route;
  return pageMetadata({
    title: company.key,
    description: excerptOf(company.html, 160, company.key) || `About ${company.key}.`,
    path: routes.company.href({ id, company: company.key }),
    image: company.images[0],
  });
}

export default async function CompanyPage({ params }: Props) {
  const { page, route } = await loadCompanyPage(params);
  const id = page.menu.id;
  if (route.kind === 'menu') return <GenericMenuView page={page} />;
  const list = routes.company.href({ id, company: null });
  if (route.kind === 'list') {
    return (
      <>
        <PageHeading title="Our companies" aside={<LanguageSelector path={list} />} />
        <section className="section">
          <div className="container">
            <CompanyList companies={route.companies} menuId={id} />
          </div>
        </section>
      </>
    );
  }
  const { company } = route;
  return (
    <>
      <PageHeading
        title={company.key}
        crumbs={[{ href: list, label: 'Our companies' }]}
        aside={<LanguageSelector path={routes.company.href({ id, company: company.key })} />}
      />
      <section className="section" aria-label={company.key}>
        <div className="container">
          <MediaText
            html={withoutLeadingName(company.html, company.key)}
            image={company.images[0]}
            imageAlt={company.key}
            priority
          />
        </div>
      </section>
    </>
  );
}
