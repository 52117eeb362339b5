import { menuHref } from '../../lib/cms/menu';
import { STANDIN_ORG } from './standin';

/**
 * Every page route of the site, one address each, as the stand-in's fixtures serve them: the
 * accessibility gate (e2e/a11y/) scans each. ONE list on purpose: it is to be fed from the route
 * table (lib/routes/) once that exists, by replacing this array and nothing else.
 */
const ids = STANDIN_ORG.menuIds;
const menuPages = Object.entries(ids).map(([name, id]) => menuHref(name, id));

export const A11Y_PAGES: readonly string[] = [
  ...menuPages,
  `/home/${ids.Home}`,
  `/company/${ids.Home}`,
  `/company/${ids.Home}/${encodeURIComponent(STANDIN_ORG.companies[0])}`,
  '/contact',
  '/service-single/3',
  '/cause',
  '/cause-single/1',
  '/donate',
  '/volunteer',
  '/event',
  '/event-s2',
  '/event-single/1',
  '/project',
  '/project-single/1',
  '/team-single/1',
  '/testimonial',
  '/blog',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  '/blog-single/1',
  '/blog-single-left-sidebar/2',
  '/blog-single-fullwidth/7',
  '/login',
  '/register',
  '/forgot-password',
];
