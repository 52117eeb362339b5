// What the freshness journeys change in the content service and look for on the site: edits to the
// stand-in's fixtures (a menu page's text, the site name, a slider title), an address of every page
// family, and texts that only the embedded sample has.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { causes } from '../../content/causes';
import { events } from '../../content/events';
import { projects } from '../../content/projects';
import { services } from '../../content/services';
import { teamMembers } from '../../content/team';
import { blogPosts } from '../../content/blog';
import { SAMPLE_COMPANY_NAMES, SAMPLE_MENU_IDS } from '../../content/cms-sample';
import { settingsBody } from '../../content/cms-sample/settings';
import { slidersBody } from '../../content/cms-sample/sliders';
import { blogListHref, routes } from '../../lib/routes/table';
import { CMS_PATHS, STANDIN_ORG } from '../support/standin';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'cms');
const fixture = <T>(file: string): T => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as T;

type Settings = { general_settings: Record<string, unknown>[] };
type Sliders = { homepage_sliders: Record<string, unknown>[] };
type Contents = { menu_contents: Record<string, string> };
type MenuNode = { id: number; name: string; children: MenuNode[] };

/** One replaced answer of the stand-in: `setFixture(change.path, change.json)`. */
export type ServiceChange = { path: string; json: unknown };

export const change = {
  siteName(name: string): ServiceChange {
    const settings = fixture<Settings>('general_settings.json');
    return {
      path: CMS_PATHS.settings,
      json: { ...settings, general_settings: [{ ...settings.general_settings[0], site_name: name }] },
    };
  },
  /** The menu's `Title` section (the page's introduction) says `text`. */
  menuTitle(menuId: number, text: string): ServiceChange {
    const contents = fixture<Contents>(`menu_contents/${menuId}.json`);
    return {
      path: CMS_PATHS.contents(menuId),
      json: { menu_contents: { ...contents.menu_contents, Title: `<h2>Changed</h2><p>${text}</p>` } },
    };
  },
  /** The menu tree with the menu `menuId` named `name`. */
  menuName(menuId: number, name: string): ServiceChange {
    const rename = (nodes: MenuNode[]): MenuNode[] =>
      nodes.map((node) => ({ ...node, name: node.id === menuId ? name : node.name, children: rename(node.children) }));
    return { path: CMS_PATHS.menus, json: { menus: rename(fixture<{ menus: MenuNode[] }>('menus.json').menus) } };
  },
  /** The first slide of the home page's slider is titled `text`. */
  firstSlideTitle(text: string): ServiceChange {
    const [first, ...rest] = fixture<Sliders>('homepage_sliders.json').homepage_sliders;
    return { path: CMS_PATHS.sliders, json: { homepage_sliders: [{ ...first, title: `<p>${text}</p>` }, ...rest] } };
  },
};

/** Texts of the stand-in's fixtures the journeys expect to keep seeing. */
export const SERVICE_TEXT = {
  email: 'contact@riverbendrelief.org',
  aboutTitle: 'Neighbours who turn up when the river does.',
  firstSlide: 'we are already there',
  company: STANDIN_ORG.companies[0],
} as const;

const plain = (text: string) => /^[\w ,.+@-]+$/.test(text);
/** Texts only the embedded sample's answers hold (its contact details, slides and companies). */
export const SAMPLE_TEXTS: readonly string[] = [
  settingsBody.general_settings[0]?.email,
  settingsBody.general_settings[0]?.phone,
  ...slidersBody.homepage_sliders.map((slide) => slide.subtitle),
  ...SAMPLE_COMPANY_NAMES,
].filter((text): text is string => typeof text === 'string' && plain(text));

export type MenuIds = Readonly<Record<string, number>>;

/** An address of every page family: each menu of `menuIds` (Home is `/`), a company, and every built-in family. */
export function everyPageFamily(menuIds: MenuIds, company: string): string[] {
  const home = menuIds.Home ?? 0;
  return [
    ...Object.entries(menuIds).map(([name, id]) => routes.menu.hrefOf({ id, name })),
    routes.company.href({ id: home, company: null }),
    routes.company.href({ id: home, company }),
    routes.contactDefault.href({}),
    routes.causes.href({}),
    routes.cause.href({ id: causes[0]?.id ?? 0 }),
    routes.events.href({}),
    routes.moreEvents.href({}),
    routes.event.href({ id: events[0]?.id ?? 0 }),
    routes.projects.href({}),
    routes.project.href({ id: projects[0]?.id ?? 0 }),
    routes.teamMember.href({ id: teamMembers[0]?.id ?? 0 }),
    routes.serviceDetail.href({ id: services[0]?.id ?? 0 }),
    routes.testimonials.href({}),
    blogListHref('right'),
    routes.blogPost.href({ id: blogPosts[0]?.id ?? 0 }),
    routes.donate.href({}),
    routes.volunteer.href({}),
    routes.login.href({}),
    routes.register.href({}),
    routes.forgotPassword.href({}),
    routes.search.href({}),
  ];
}

export const SAMPLE_FAMILIES = everyPageFamily(SAMPLE_MENU_IDS, SAMPLE_COMPANY_NAMES[0]);
export const STANDIN_FAMILIES = everyPageFamily(STANDIN_ORG.menuIds, STANDIN_ORG.companies[0]);

/** The page's HTML (markup and the React payload), after checking its status. */
export async function htmlOf(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(status);
  return response.text();
}

/** The sample's texts that `html` holds. */
export const sampleTextsIn = (html: string) => SAMPLE_TEXTS.filter((text) => html.includes(text));
