// The contact page shared by `/contact` and `/contact/{id}`, and its metadata: one view whether the
// service has a Contact menu or not.
import type { Metadata } from 'next';
import type { MenuPage } from '@/lib/cms';
import { describeSections } from '@/lib/cms-pages/metadata';
import { canonicalMenuHref } from '@/lib/routes/menu-canonical';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { PageHeading } from '@/components/ui/PageHeading';
import { MenuSectionsPage } from '@/components/sections/MenuSectionsPage';
import { PageIntro } from '@/components/sections/PageIntro';
import { ShownElsewhere } from '@/components/sections/RenderSections';
import { sectionRegistry } from '@/components/sections/registry';
import { CONTACT_CARDS, ContactBlock } from './ContactBlock';
import { MapSection } from './MapSection';

const CONTACT_REGISTRY = sectionRegistry([
  ['Title', PageIntro],
  // The block shows the three cards (and the form): the other two keys are inside it.
  ['Address', ContactBlock],
  ['Email Us', ShownElsewhere],
  ['Call Now', ShownElsewhere],
  ['Map', MapSection],
]);

const DESCRIPTION = 'Visit, call or write to us: our address, e-mail and phone, a map and a contact form.';

/** `/contact` is the one address of the menu named exactly Contact (its `/contact/{id}` points there). */
export function contactMetadata(page: MenuPage | null): Promise<Metadata> {
  const keys = CONTACT_CARDS.map(([key]) => key);
  const path = page ? canonicalMenuHref(page.menu) : routes.contactDefault.href({});
  return pageMetadata({
    title: page?.menu.name ?? 'Contact',
    description: describeSections(page?.sections ?? [], keys, DESCRIPTION),
    path,
  });
}

/** `/contact` and `/contact/{id}`: the contact menu's sections around the contact form. */
export function ContactPage({ page }: { page: MenuPage | null }) {
  if (!page) {
    return (
      <>
        <PageHeading title="Contact" />
        <ContactBlock context={{ menuId: null, sections: [] }} />
      </>
    );
  }
  return <MenuSectionsPage page={page} registry={CONTACT_REGISTRY} emptyNotice={false} />;
}
