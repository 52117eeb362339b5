// Where each kind of search result leads, through the route table like every other link.
import type { FixedPageKey } from '@/content/fixed-pages';
import { blogListHref, routes } from '@/lib/routes/table';

/** Where a search result leads, built by the route table like every other link of the site. */
export type ResultTarget =
  | { type: 'cause' | 'event' | 'project' | 'blog-post' | 'service' | 'team-member'; id: number }
  | { type: 'menu'; name: string; id: number }
  | { type: 'company'; menuId: number; key: string }
  | { type: 'fixed'; page: FixedPageKey };

export function resultHref(target: ResultTarget): string {
  switch (target.type) {
    case 'cause':
      return routes.cause.href(target);
    case 'event':
      return routes.event.href(target);
    case 'project':
      return routes.project.href(target);
    case 'blog-post':
      return routes.blogPost.href(target);
    case 'service':
      return routes.serviceDetail.href(target);
    case 'team-member':
      return routes.teamMember.href(target);
    case 'menu':
      return routes.menu.hrefOf(target);
    case 'company':
      return routes.company.href({ id: target.menuId, company: target.key });
    case 'fixed':
      return target.page === 'blog' ? blogListHref('right') : routes[target.page].href({});
  }
}
