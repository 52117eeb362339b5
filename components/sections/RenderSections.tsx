// Turns the sections the content service sends for a menu into blocks on the page, in a planned
// order, without ever dropping a section nobody planned for.
import type { Section } from '@/lib/cms/types';
import { otherSections, sectionByKey } from '@/lib/cms-pages/sections';
import { GenericSection } from './GenericSection';
import type { SectionContext, SectionRegistry, SectionRenderer } from './registry';

type Props = {
  sections: readonly Section[];
  menuId: number | null;
  registry?: SectionRegistry;
  /** Renders the sections no renderer is registered for; null leaves them out. */
  fallback?: SectionRenderer | null;
  /** The first block that draws a picture leads the page (an inner page's; not the home page's, led by its slides). */
  picturesLead?: boolean;
};

type Block = { key: string; Renderer: SectionRenderer; section?: Section };

/**
 * A page's sections: first the registered blocks in the registry's order (the service's key
 * order is not guaranteed), then every other section in the service's order through `fallback`,
 * so a section under a key nobody planned for still shows.
 */
export function RenderSections({
  sections,
  menuId,
  registry = new Map(),
  fallback = GenericSection,
  picturesLead = false,
}: Props) {
  const context: SectionContext = { menuId, sections };
  const keys = [...registry.keys()];
  const blocks: Block[] = [
    ...[...registry].map(([key, Renderer]) => ({ key, Renderer, section: sectionByKey(sections, key) })),
    ...(fallback
      ? otherSections(sections, keys).map((section) => ({ key: section.key, Renderer: fallback, section }))
      : []),
  ];
  const lead = picturesLead
    ? blocks.find(({ Renderer, section }) => Renderer.drawsPicture?.(section, context))
    : undefined;
  return (
    <>
      {blocks.map((block) => (
        <block.Renderer key={block.key} section={block.section} context={context} leads={block === lead} />
      ))}
    </>
  );
}

/** For a key another block of the page already shows (a director inside the message tabs). */
export const ShownElsewhere: SectionRenderer = () => null;
