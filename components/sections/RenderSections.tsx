import type { Section } from '@/lib/cms/types';
import { otherSections } from '@/lib/cms-pages/sections';
import { GenericSection } from './GenericSection';
import type { SectionContext, SectionRegistry, SectionRenderer } from './registry';

type Props = {
  sections: readonly Section[];
  menuId: number | null;
  registry?: SectionRegistry;
  /** Renders the sections no renderer is registered for; null leaves them out. */
  fallback?: SectionRenderer | null;
};

/**
 * A page's sections: first the registered blocks in the registry's order (the service's key
 * order is not guaranteed), then every other section in the service's order through `fallback`,
 * so a section under a key nobody planned for still shows.
 */
export function RenderSections({ sections, menuId, registry = new Map(), fallback = GenericSection }: Props) {
  const context: SectionContext = { menuId, sections };
  const keys = [...registry.keys()];
  const Fallback = fallback;
  return (
    <>
      {[...registry].map(([key, Renderer]) => (
        <Renderer key={key} section={sections.find((section) => section.key === key)} context={context} />
      ))}
      {Fallback && otherSections(sections, keys).map((section) => <Fallback key={section.key} section={section} context={context} />)}
    </>
  );
}

/** For a key another block of the page already shows (a director inside the message tabs). */
export const ShownElsewhere: SectionRenderer = () => null;
