// How a page says which block draws each section of the content service, so the blocks stay
// independent of each other and of the order the service sends.
import type { ReactNode } from 'react';
import type { Section } from '@/lib/cms/types';

/** What every section renderer may know besides its own section. */
export type SectionContext = {
  /** The menu the sections belong to; null when a page renders without one (no Home menu). */
  menuId: number | null;
  sections: readonly Section[];
};

/** What a renderer is given: its section (if the service sent one), the page's context, and whether it leads. */
export type SectionRendererProps = {
  section?: Section;
  context: SectionContext;
  /**
   * Its picture is the first a visitor sees on the page (most often the largest paint on a phone): drawn eager
   * and fetched at high priority. Given to one block of an inner page at most; none on the home page, whose
   * slides lead.
   */
  leads?: boolean;
};

/**
 * One renderer per content section (Payload's website-template style). A renderer registered
 * for a key is called even when the service sent no such section (`section` undefined), so a
 * block with built-in content (the services grid) still shows; most render nothing then. A renderer
 * that draws a picture says when (`drawsPicture`), so the page knows which block's picture comes first.
 */
export type SectionRenderer = ((props: SectionRendererProps) => ReactNode | Promise<ReactNode>) & {
  drawsPicture?: (section: Section | undefined, context: SectionContext) => boolean;
};

/** Renderers by section key, in the order the page lays them out. */
export type SectionRegistry = ReadonlyMap<string, SectionRenderer>;

/** A registry from `[key, renderer]` pairs, in layout order. */
export function sectionRegistry(entries: ReadonlyArray<readonly [string, SectionRenderer]>): SectionRegistry {
  return new Map(entries);
}

/** For the renderers that draw their section's first picture whenever it has one. */
export const hasPicture = (section: Section | undefined): boolean => (section?.images.length ?? 0) > 0;
