import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolveCompanyRoute } from '@/lib/cms-pages/company';
import { menuPageFromParam } from '@/lib/cms-pages/load';
import { companiesHref } from '@/lib/cms-pages/sections';
import { excerptOf } from '@/lib/cms-pages/text';
import { CompanyList } from '@/components/cms/CompanyList';
import { GenericMenuPage, genericMenuMetadata } from '@/components/cms/GenericMenuPage';
import { MediaText } from '@/components/cms/MediaText';
import { PageHeader } from '@/components/ui/PageHeader';

type Props = { params: Promise<{ id: string; companyName?: string[] }> };

/** The menu and what the address asks of it; every dead end is a 404. */
async function load(params: Props['params']) {
  const { id, companyName } = await params;
  const page = await menuPageFromParam(id);
  const route = resolveCompanyRoute(page, companyName);
  if (route.kind === 'not-found') notFound();
  return { page, route };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, route } = await load(params);
  if (route.kind === 'menu') return genericMenuMetadata(page);
  if (route.kind === 'list') {
    return { title: 'Our companies', description: `Our companies: ${route.companies.map((c) => c.key).join(', ')}.` };
  }
  const { company } = route;
  return { title: company.key, description: excerptOf(company.html, 160, company.key) || `About ${company.key}.` };
}

export default async function CompanyPage({ params }: Props) {
  const { page, route } = await load(params);
  const menuId = page.menu.id;
  if (route.kind === 'menu') return <GenericMenuPage page={page} />;
  if (route.kind === 'list') {
    return (
      <>
        <PageHeader title="Our companies" />
        <section className="section">
          <div className="container">
            <CompanyList companies={route.companies} menuId={menuId} />
          </div>
        </section>
      </>
    );
  }
  const { company } = route;
  return (
    <>
      <PageHeader title={company.key} crumbs={[{ href: companiesHref(menuId), label: 'Our companies' }]} />
      <section className="section" aria-label={company.key}>
        <div className="container">
          <MediaText html={company.html} image={company.images[0]} imageAlt={company.key} />
        </div>
      </section>
    </>
  );
}
