// Turns the sections the content service sends for a menu into blocks on the page, in a planned
// order, without ever dropping a section nobody planned for.
import type { Section } from '@/lib/cms/types';
import { INTRO_KEY, otherSections, sectionByKey } from '@/lib/cms-pages/sections';
import { GenericSection } from './GenericSection';
import type { SectionContext, SectionRegistry, SectionRenderer } from './registry';

type Props = {
  sections: readonly Section[];
  menuId: number | null;
  registry?: SectionRegistry;
  /** Renders the sections no renderer is registered for; null leaves them out. */
  fallback?: SectionRenderer | null;
  /** The first section with pictures leads the page (an inner page's, under its intro; not the home page's). */
  picturesLead?: boolean;
};

/**
 * A page's sections: first the registered blocks in the registry's order (the service's key
 * order is not guaranteed), then every other section in the service's order through `fallback`,
 * so a section under a key nobody planned for still shows.
 */
export function RenderSections({ sections, menuId, registry = new Map(), fallback = GenericSection, picturesLead = false }: Props) {
  const keys = [...registry.keys()];
  const Fallback = fallback;
  const laidOut = [...keys.map((key) => sectionByKey(sections, key)), ...(Fallback ? otherSections(sections, keys) : [])];
  const leadPicture = picturesLead ? (laidOut.find((section) => section && section.key !== INTRO_KEY && section.images.length > 0)?.key ?? null) : null;
  const context: SectionContext = { menuId, sections, leadPicture };
  return (
    <>
      {[...registry].map(([key, Renderer]) => (
        <Renderer key={key} section={sectionByKey(sections, key)} context={context} />
      ))}
      {Fallback && otherSections(sections, keys).map((section) => <Fallback key={section.key} section={section} context={context} />)}
    </>
  );
}

/** For a key another block of the page already shows (a director inside the message tabs). */
export const ShownElsewhere: SectionRenderer = () => null;
