// A page's trail (Home > Events > Spring Fun Run) as schema.org `BreadcrumbList`.
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from './absolute-url';

/** One step of a trail: its name and its site path (or absolute URL). */
export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.url, origin),
    })),
  };
}
