// How a page says which block draws each section of the content service, so the blocks stay
// independent of each other and of the order the service sends.
import type { ReactNode } from 'react';
import type { Section } from '@/lib/cms/types';

/** What every section renderer may know besides its own section. */
export type SectionContext = {
  /** The menu the sections belong to; null when a page renders without one (no Home menu). */
  menuId: number | null;
  sections: readonly Section[];
  /**
   * The key of the section whose picture a visitor sees first (the first section with pictures under an
   * inner page's intro): drawn eager and fetched at high priority, as it is most often the page's largest
   * paint. Null where something else leads (the home page's slides).
   */
  leadPicture: string | null;
};

/**
 * One renderer per content section (Payload's website-template style). A renderer registered
 * for a key is called even when the service sent no such section (`section` undefined), so a
 * block with built-in content (the services carousel) still shows; most render nothing then.
 */
export type SectionRenderer = (props: { section?: Section; context: SectionContext }) => ReactNode | Promise<ReactNode>;

/** Renderers by section key, in the order the page lays them out. */
export type SectionRegistry = ReadonlyMap<string, SectionRenderer>;

/** A registry from `[key, renderer]` pairs, in layout order. */
export function sectionRegistry(entries: ReadonlyArray<readonly [string, SectionRenderer]>): SectionRegistry {
  return new Map(entries);
}
