import { menuHref } from '@/lib/cms/menu';
import { companyHref } from '@/lib/cms-pages/sections';

/**
 * Where a search result leads: the one place search builds an address, so it can follow the
 * site's route table when there is one.
 */
export type ResultTarget =
  | { type: 'cause' | 'event' | 'project' | 'blog-post' | 'service' | 'team-member'; id: number }
  | { type: 'menu'; name: string; id: number }
  | { type: 'company'; menuId: number; key: string };

export function resultHref(target: ResultTarget): string {
  switch (target.type) {
    case 'cause':
      return `/cause-single/${target.id}`;
    case 'event':
      return `/event-single/${target.id}`;
    case 'project':
      return `/project-single/${target.id}`;
    case 'blog-post':
      return `/blog-single/${target.id}`;
    case 'service':
      return `/service-single/${target.id}`;
    case 'team-member':
      return `/team-single/${target.id}`;
    case 'menu':
      return menuHref(target.name, target.id);
    case 'company':
      return companyHref(target.menuId, target.key);
  }
}
