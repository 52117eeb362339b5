import type { Metadata } from 'next';
import type { MenuPage } from '@/lib/cms';
import { describeSections } from '@/lib/cms-pages/metadata';
import { PageHeader } from '@/components/ui/PageHeader';
import { CmsPage } from '../CmsPage';
import { IntroSection } from '../IntroSection';
import { ShownElsewhere } from '../RenderSections';
import { sectionRegistry } from '../registry';
import { CONTACT_CARDS, ContactBlock } from './ContactBlock';
import { MapSection } from './MapSection';

const CONTACT_REGISTRY = sectionRegistry([
  ['Title', IntroSection],
  // The block shows the three cards (and the form): the other two keys are inside it.
  ['Address', ContactBlock],
  ['Email Us', ShownElsewhere],
  ['Call Now', ShownElsewhere],
  ['Map', MapSection],
]);

const DESCRIPTION = 'Visit, call or write to us: our address, e-mail and phone, a map and a contact form.';

export function contactMetadata(page: MenuPage | null): Metadata {
  const keys = CONTACT_CARDS.map(([key]) => key);
  return { title: page?.menu.name ?? 'Contact', description: describeSections(page?.sections ?? [], keys, DESCRIPTION) };
}

/** `/contact` and `/contact/{id}`: the contact menu's sections around the contact form. */
export function ContactPage({ page }: { page: MenuPage | null }) {
  if (!page) {
    return (
      <>
        <PageHeader title="Contact" />
        <ContactBlock context={{ menuId: null, sections: [] }} />
      </>
    );
  }
  return <CmsPage page={page} registry={CONTACT_REGISTRY} emptyNotice={false} />;
}
