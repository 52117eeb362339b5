// The only door pages and components use to reach the content service: its settings, slides, menus and menu
// pages. Each getter reads through Next's data cache, an `unstable_cache` function with its tags and lifetime beside
// it, as in Next.js Commerce. A call that fails throws, so Next stores nothing and keeps serving the last good
// entry: a stale entry is revalidated in the background (or, while a page is regenerated, awaited and, if that
// fails, served as it was), and the cache handler keeps entries across restarts and instances. Only a getter that
// has never had a response draws its part empty rather than failing the page.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { z } from 'zod';
import { errorMessage } from '@/lib/error-message';
import { CMS_PATHS, readCmsConfig, type CmsConfig } from './config';
import {
  FALLBACK_SETTINGS,
  findMenuById,
  findMenuByName,
  joinMenuPage,
  reshapeContents,
  reshapeImages,
  reshapeMenuTree,
  reshapeSettings,
  reshapeSlides,
} from './reshape';
import { CMS_TAGS } from './revalidation';
import {
  contentsResponseSchema,
  imagesResponseSchema,
  menusResponseSchema,
  settingsResponseSchema,
  slidersResponseSchema,
} from './schemas';
import { readMediaFile, requestCms } from './transport';
import type { MenuItem, MenuPage, SiteSettings, Slide } from './types';

/**
 * How long an entry is fresh, in seconds: CMS_CACHE_SECONDS, a second at least (Next's shortest; no cache time
 * asks the service at most once a second). A page is kept as long as the shortest-lived entry it read, so a change
 * reaches a visitor within the cache time and one regeneration.
 */
export function cmsLifetimeSeconds(cacheSeconds: number): number {
  return Math.max(1, Math.ceil(cacheSeconds));
}

/**
 * `read` cached under `keyParts` with `tags`. The key carries everything the view model depends on (the service,
 * its media host, the iframe hosts), so a re-pointed site never serves another service's content.
 */
function cached<V>(config: CmsConfig, keyParts: string[], tags: string[], read: () => Promise<V>): Promise<V> {
  const service = [config.apiUrl ?? 'embedded', config.mediaUrl, config.iframeHosts.join(',')];
  // Next keys an entry by the function's source as well as `keyParts`, and each bundle (pages, route handlers, the
  // proxy) minifies the source apart: bound, its source reads `[native code]` in all of them, so they share entries.
  return unstable_cache(read.bind(null), ['cms', ...service, ...keyParts], {
    revalidate: cmsLifetimeSeconds(config.cacheSeconds),
    tags,
  })();
}

/** One contract call, parsed with `schema` (`empty` stands for a 204) and reshaped by `view`; throws when it fails. */
async function fetchCms<S extends z.ZodType, V>(
  config: CmsConfig,
  path: string,
  schema: S,
  empty: z.output<S>,
  view: (answer: z.output<S>) => V,
): Promise<V> {
  const outcome = await requestCms(path, config);
  if (outcome.kind === 'failed') throw new Error(outcome.reason);
  if (outcome.kind === 'empty') return view(empty);
  const parsed = schema.safeParse(outcome.json);
  if (!parsed.success) throw new Error('unexpected shape');
  return view(parsed.data);
}

/**
 * What the page draws when a getter throws: the last good entry is gone too (never answered, or expired by the
 * webhook just as the service failed), so the part is drawn empty. The operator is told which answer and why.
 */
async function withFallback<V>(read: Promise<V>, what: string, fallback: V): Promise<V> {
  try {
    return await read;
  } catch (error) {
    console.warn(`[cms] ${what}: ${errorMessage(error)}; drawn without it`);
    return fallback;
  }
}

function settingsOf(config: CmsConfig): Promise<SiteSettings> {
  return cached(config, [CMS_PATHS.settings], [CMS_TAGS.all, CMS_TAGS.settings], () =>
    fetchCms(config, CMS_PATHS.settings, settingsResponseSchema, { general_settings: [] }, (answer) =>
      reshapeSettings(answer.general_settings[0], config.mediaUrl),
    ),
  );
}

function slidesOf(config: CmsConfig): Promise<Slide[]> {
  return cached(config, [CMS_PATHS.sliders], [CMS_TAGS.all, CMS_TAGS.sliders], () =>
    fetchCms(config, CMS_PATHS.sliders, slidersResponseSchema, { homepage_sliders: [] }, (answer) =>
      reshapeSlides(answer.homepage_sliders, config.mediaUrl, config),
    ),
  );
}

/** The menu tree as the service gives it now, uncached; throws when it cannot be had. */
export function fetchMenuTree(config: CmsConfig = readCmsConfig()): Promise<MenuItem[]> {
  return fetchCms(config, CMS_PATHS.menus, menusResponseSchema, { menus: [] }, (answer) =>
    reshapeMenuTree(answer.menus),
  );
}

function menusOf(config: CmsConfig): Promise<MenuItem[]> {
  return cached(config, [CMS_PATHS.menus], [CMS_TAGS.all, CMS_TAGS.menus], () => fetchMenuTree(config));
}

function sectionsOf(config: CmsConfig, menuId: number) {
  const tags = [CMS_TAGS.all, CMS_TAGS.menu(menuId)];
  const contents = cached(config, [CMS_PATHS.contents(menuId)], tags, () =>
    fetchCms(config, CMS_PATHS.contents(menuId), contentsResponseSchema, { menu_contents: {} }, (answer) =>
      reshapeContents(answer.menu_contents, config),
    ),
  );
  const images = cached(config, [CMS_PATHS.images(menuId)], tags, () =>
    fetchCms(config, CMS_PATHS.images(menuId), imagesResponseSchema, { content_images: {} }, (answer) =>
      reshapeImages(answer.content_images, config.mediaUrl),
    ),
  );
  return Promise.all([
    withFallback(contents, CMS_PATHS.contents(menuId), []),
    withFallback(images, CMS_PATHS.images(menuId), {}),
  ]);
}

export const readSettings = (): Promise<SiteSettings> =>
  withFallback(settingsOf(readCmsConfig()), CMS_PATHS.settings, FALLBACK_SETTINGS);

export const readSlides = (): Promise<Slide[]> => withFallback(slidesOf(readCmsConfig()), CMS_PATHS.sliders, []);

/** The menu tree, or null while the service has never answered it. */
export const readMenus = (): Promise<MenuItem[] | null> =>
  withFallback<MenuItem[] | null>(menusOf(readCmsConfig()), CMS_PATHS.menus, null);

/**
 * A menu's sections; null when the id is not in the menu tree (the page is a 404). Its texts and pictures are asked
 * for only once the tree holds it, so made-up ids are never cached. An id the cached tree lacks is looked for in the
 * service's tree now (a menu added since); when the tree has never been answered the page still renders, its menu
 * known only by id, rather than every page turning into a 404 while the service is down.
 */
export async function readMenuPage(menuId: number): Promise<MenuPage | null> {
  const tree = await readMenus();
  if (tree === null) {
    const [contents, images] = await sectionsOf(readCmsConfig(), menuId);
    return joinMenuPage({ id: menuId, name: '', href: '', children: [] }, contents, images, false);
  }
  const menu = findMenuById(tree, menuId) ?? findMenuById(await fetchMenuTree().catch(() => []), menuId);
  if (!menu) return null;
  const [contents, images] = await sectionsOf(readCmsConfig(), menuId);
  return joinMenuPage(menu, contents, images, true);
}

/** How to make a picture: its name (part of the cache key) and the making, null when the bytes are no picture. */
export type PictureRecipe = { name: string; make(bytes: Uint8Array): Promise<Uint8Array | null> };

/**
 * The picture `recipe` makes of the settings' picture at `src` (the home-screen icon), cached like an answer under
 * the settings' tags: made again once per lifetime while it is asked for (a file replaced at the same address
 * shows too), the last one made kept while the media host fails. Null when the source is no picture, or has never
 * been had.
 */
export async function readMadePicture(src: string, recipe: PictureRecipe): Promise<Uint8Array | null> {
  const config = readCmsConfig();
  const made = cached(config, ['made-picture', recipe.name, src], [CMS_TAGS.all, CMS_TAGS.settings], async () => {
    const bytes = await readMediaFile(src, config);
    if (bytes === null) throw new Error('the media host did not give it');
    const picture = await recipe.make(bytes);
    // Cached as JSON: the bytes as base64.
    return picture === null ? null : Buffer.from(picture).toString('base64');
  });
  const stored = await withFallback(made, src, null);
  return stored === null ? null : new Uint8Array(Buffer.from(stored, 'base64'));
}

// React's `cache` shares one read among the components of a render; Next's data cache keeps it between renders.
export const getSettings = cache(readSettings);

export const getSlides = cache(readSlides);

/** The menu tree; empty while the service has never answered it. */
export const getMenus = cache(async (): Promise<MenuItem[]> => (await readMenus()) ?? []);

export const getMenuPage = cache((menuId: number): Promise<MenuPage | null> => readMenuPage(menuId));

/**
 * Starts, at the top of a render, what every page reads (settings, menu tree, slides), so that they are fetched
 * together where a render must wait for them (never answered, or expired by the webhook): one after another, a slow
 * service would cost one budget each; together they cost one.
 */
export function preloadSiteData(): void {
  void getSettings();
  void getMenus();
  void getSlides();
}

/** The id of the menu named exactly `name` (Home, About, Contact, ...), if the tree has one. */
export const getMenuIdByName = cache(async (name: string): Promise<number | null> => {
  return findMenuByName(await getMenus(), name)?.id ?? null;
});

export { walkMenus } from './reshape';
export type { MenuItem, MenuPage, Section, SiteSettings, Slide, SocialLink } from './types';
