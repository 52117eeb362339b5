// Which addresses the accessibility gate scans, so no kind of page escapes it.
import { blogListHref, routes, type RouteKey } from '../../lib/routes/table';
import { STANDIN_ORG } from './standin';

/**
 * The addresses the accessibility gate (e2e/a11y/) scans: at least one of every page family of
 * the route table (lib/routes/table.ts), as the stand-in's fixtures serve them. Keyed by family,
 * so a family added to the table fails the type check here until the gate scans it too.
 */
export type A11yPage = { path: string; status: number };

const ids = STANDIN_ORG.menuIds;
const menuHref = (name: keyof typeof ids) => routes.menu.hrefOf({ id: ids[name], name });
const searchHref = (q: string) => `${routes.search.href({})}?${new URLSearchParams({ q }).toString()}`;

const BY_FAMILY: Record<RouteKey, readonly string[]> = {
  home: [routes.home.href({})],
  homeMenu: [routes.homeMenu.href({ id: ids.Home })],
  about: [routes.about.href({ id: ids.About })],
  service: [routes.service.href({ id: ids.Service })],
  clients: [routes.clients.href({ id: ids.Clients })],
  message: [routes.message.href({ id: ids.Message })],
  mission: [routes.mission.href({ id: ids.Mission })],
  performance: [routes.performance.href({ id: ids.Performance })],
  profile: [routes.profile.href({ id: ids.Profile })],
  gallery: [routes.gallery.href({ id: ids.Gallery })],
  document: [routes.document.href({ id: ids.Document })],
  contact: [routes.contact.href({ id: ids.Contact })],
  contactDefault: [routes.contactDefault.href({})],
  company: [
    routes.company.href({ id: ids.Home, company: null }),
    routes.company.href({ id: ids.Home, company: STANDIN_ORG.companies[0] }),
  ],
  causes: [routes.causes.href({})],
  cause: [routes.cause.href({ id: 1 })],
  events: [routes.events.href({})],
  moreEvents: [routes.moreEvents.href({})],
  event: [routes.event.href({ id: 1 })],
  projects: [routes.projects.href({})],
  project: [routes.project.href({ id: 1 })],
  teamMember: [routes.teamMember.href({ id: 1 })],
  serviceDetail: [routes.serviceDetail.href({ id: 3 })],
  testimonials: [routes.testimonials.href({})],
  blog: [blogListHref('right'), routes.blog.href({ layout: 'right', category: null, tag: null, page: 2 })],
  blogLeftSidebar: [blogListHref('left')],
  blogFullWidth: [blogListHref('none')],
  blogPost: [routes.blogPost.href({ id: 1 })],
  blogPostLeftSidebar: [routes.blogPostLeftSidebar.href({ id: 2 })],
  blogPostFullWidth: [routes.blogPostFullWidth.href({ id: 7 })],
  donate: [routes.donate.href({}), `${routes.donate.href({})}?cancelled=1`],
  // Without Stripe on the journeys' site, the page that says a payment is not complete.
  donateThanks: [`${routes.donateThanks.href({})}?session_id=cs_test_unknown`],
  volunteer: [routes.volunteer.href({})],
  login: [routes.login.href({})],
  register: [routes.register.href({})],
  forgotPassword: [routes.forgotPassword.href({})],
  // The prompt, a query with several results, and one with none.
  search: [routes.search.href({}), searchHref('flood'), searchHref('zzzqqq')],
  // Route handlers answer XML, iCalendar, plain text and pictures, not pages: nothing for axe to read.
  blogFeed: [],
  eventsCalendar: [],
  eventCalendar: [],
  sitemap: [],
  robots: [],
  favicon: [],
  openGraphImage: [],
  homeScreenIcon: [],
  // The error page (500), which the stand-in site renders here (E2E_THROW_ROUTE=1).
  renderErrorProbe: [routes.renderErrorProbe.href({})],
  // Menus without a fixed page: plain, non-ASCII and multi-word names.
  menu: [menuHref('Annual Report'), menuHref('Événements'), menuHref('Our Vision')],
};

const STATUS: Partial<Record<RouteKey, number>> = { renderErrorProbe: 500 };

export const A11Y_PAGES: readonly A11yPage[] = (Object.entries(BY_FAMILY) as [RouteKey, readonly string[]][]).flatMap(
  ([family, paths]) => paths.map((path) => ({ path, status: STATUS[family] ?? 200 })),
);
