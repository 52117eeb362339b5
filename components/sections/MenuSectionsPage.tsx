// The shape shared by the inner pages fed by one menu: title band, breadcrumb, then the menu's
// sections from the content service.
import type { ReactNode } from 'react';
import { getMenus, type MenuPage } from '@/lib/cms';
import { menuTrail } from '@/lib/cms-pages/trail';
import { isCompanyInfoPath } from '@/lib/cms-pages/company-info';
import { routes } from '@/lib/routes/table';
import { PageHeading } from '@/components/ui/PageHeading';
import { LanguageSelector } from './LanguageSelector';
import { RenderSections } from './RenderSections';
import type { SectionRegistry } from './registry';
import styles from './MenuSectionsPage.module.css';

type Props = {
  page: MenuPage;
  registry?: SectionRegistry;
  /** Built-in blocks after the sections (the team slider). */
  children?: ReactNode;
  /** Say so when the menu has no sections (off where a registered block always shows). */
  emptyNotice?: boolean;
};

/** An inner page fed by one menu: its title band and breadcrumb, then its sections. */
export async function MenuSectionsPage({ page, registry, children, emptyNotice = true }: Props) {
  const trail = menuTrail(await getMenus(), page.menu.id).filter((menu) => menu.href !== routes.home.href({}));
  const empty = emptyNotice && page.sections.length === 0 && !children;
  const translatable = page.menuKnown && isCompanyInfoPath(page.menu.href);
  return (
    <>
      <PageHeading
        title={page.menu.name}
        crumbs={trail.map((menu) => ({ href: menu.href, label: menu.name }))}
        aside={translatable && <LanguageSelector path={page.menu.href} />}
      />
      <RenderSections sections={page.sections} menuId={page.menu.id} registry={registry} picturesLead />
      {children}
      {empty && (
        <section className={`section ${styles.empty}`}>
          <p className="container">There is nothing on this page yet. Please come back soon.</p>
        </section>
      )}
    </>
  );
}
