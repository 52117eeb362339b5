import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { menuPageMetadata } from '@/lib/cms-pages/metadata';
import { menuPageAt } from '@/lib/cms-pages/load';
import { CmsPage } from './CmsPage';
import type { SectionRegistry, SectionRenderer } from './registry';

type RouteProps = { params: Promise<{ id: string }> };

type Options = {
  /** The route's first segment: only the menu whose lowercased name it is may show here. */
  segment: string;
  registry?: SectionRegistry;
  fallback?: SectionRenderer | null;
  /** Section keys whose text makes the best meta description, best first. */
  describeWith?: readonly string[];
  /** Built-in blocks after the sections. */
  after?: ReactNode;
};

/**
 * The page and metadata of a `/{segment}/{id}` route fed by one menu: the id picks the menu (a
 * malformed or unknown id, or another menu's id, is a 404) and the registry lays its sections out.
 */
export function menuRoute({ segment, registry, fallback, describeWith = [], after }: Options) {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    return menuPageMetadata(await menuPageAt(segment, (await params).id), describeWith);
  }

  async function Page({ params }: RouteProps) {
    const page = await menuPageAt(segment, (await params).id);
    return (
      <CmsPage page={page} registry={registry} fallback={fallback}>
        {after}
      </CmsPage>
    );
  }

  return { generateMetadata, Page };
}
