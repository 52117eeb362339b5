// Makes the content service's pages, and each company, findable by site search.
import type { MenuPage } from '@/lib/cms/types';
import { companySections, otherSections } from '@/lib/cms-pages/sections';
import { htmlToSentences } from '@/lib/html-text';
import { searchDocument, type SearchDocument } from './search-document';

/** The menu whose page is the home page; its companies have pages of their own. */
const HOME_MENU = 'Home';

/**
 * The content service's menu pages as search documents: the visible text of their sections
 * (HTML reduced to text, never indexed as markup). The home page's companies each get their own
 * document, leading to the company's page, which shows their full text.
 */
export function menuDocuments(pages: readonly MenuPage[]): SearchDocument[] {
  return pages.flatMap((page) => {
    const { menu } = page;
    const companies = menu.name === HOME_MENU ? companySections(page.sections) : [];
    const own = otherSections(
      page.sections,
      companies.map((company) => company.key),
    );
    return [
      searchDocument(
        `menu-${menu.id}`,
        'page',
        menu.name,
        own.map((section) => htmlToSentences(section.html)),
        { type: 'menu', name: menu.name, id: menu.id },
      ),
      ...companies.map((company) =>
        searchDocument(`company-${menu.id}-${company.key}`, 'page', company.key, [htmlToSentences(company.html)], {
          type: 'company',
          menuId: menu.id,
          key: company.key,
        }),
      ),
    ];
  });
}
