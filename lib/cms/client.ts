// The heart of the door to the content service: every answer checked, cleaned and kept, so a page
// always has something to draw even when the service fails.
import type { z } from 'zod';
import { errorWithStack } from '@/lib/error-message';
import { LastGoodCache, type Loaded } from './cache';
import { CMS_TAGS } from './tags';
import type { CmsConfig } from './config';
import { findMenuById, reshapeMenuTree } from './menu';
import { CMS_PATHS } from './paths';
import { joinMenuPage, reshapeContents, reshapeImages, reshapeSettings, reshapeSlides } from './reshape';
import {
  contentsAnswerSchema,
  imagesAnswerSchema,
  menusAnswerSchema,
  settingsAnswerSchema,
  slidersAnswerSchema,
} from './schemas';
import type { CmsOutcome } from './transport';
import type { MenuItem, MenuPage, SiteSettings, Slide } from './types';

export type CmsTransport = (path: string, config: CmsConfig) => Promise<CmsOutcome>;
type Warn = (message: string) => void;

/**
 * How long an answer (and so the page that read it) is kept before it is refreshed in the
 * background: a third of the cache time in whole seconds, rounded down, at least one. A change
 * reaches a visitor through up to three such steps (the answer goes stale; the next render of a
 * page reads the stale answer and starts its refresh; the render after that draws it), so a third
 * keeps the whole way within CMS_CACHE_SECONDS plus a render (3 s when it is below 3). The proxy's
 * copy of the tree, one step, follows sooner. No cache time stays none (every read asks the
 * service; Next's cache holds answers a second at least).
 */
export function answerLifetimeMs(cacheSeconds: number): number {
  return cacheSeconds === 0 ? 0 : Math.max(1, Math.floor(cacheSeconds / 3)) * 1000;
}

/**
 * Where answers are kept: the process's one cache (answers.ts), read by the proxy as it is and by pages through
 * page-answers.ts, which gives the page each answer's lifetime and `tags` (what a revalidation redraws).
 */
export type AnswerCache = {
  read<T>(key: string, ttlMs: number, load: () => Promise<Loaded<T>>, fallback: T, tags: readonly string[]): Promise<T>;
  /** The last good answer of a key, if it was ever answered (nothing is loaded). */
  peek<T>(key: string): T | undefined;
};

/**
 * The content-service client: every answer is parsed with zod and reshaped into view models
 * (HTML sanitised once, when the answer arrives, not on every request); nothing here throws, a
 * failing call yields the last good answer or an empty one.
 */
export function createCmsClient(
  readConfig: () => CmsConfig,
  transport: CmsTransport,
  cache: AnswerCache = new LastGoodCache(),
  warn: Warn = console.warn,
) {
  /** The cache key carries everything the view model depends on, so a re-pointed site never serves old answers. */
  const keyOf = (config: CmsConfig, path: string) =>
    `${config.apiUrl ?? 'embedded'}|${config.mediaUrl}|${config.iframeHosts.join(',')}|${path}`;

  /** One contract call: parsed with `schema` (`empty` stands for a 204), reshaped by `view`. */
  function call<S extends z.ZodType, V>(
    path: string,
    tags: readonly string[],
    schema: S,
    empty: z.output<S>,
    view: (answer: z.output<S>, config: CmsConfig) => V,
    fallback: V,
  ) {
    const config = readConfig();
    const readAnswer = async (): Promise<Loaded<V>> => {
      const outcome = await transport(path, config);
      if (outcome.kind === 'empty') return { ok: true, value: view(empty, config) };
      if (outcome.kind === 'failed') {
        warn(`[cms] ${path}: ${outcome.reason}`);
        return { ok: false };
      }
      const parsed = schema.safeParse(outcome.json);
      if (parsed.success) return { ok: true, value: view(parsed.data, config) };
      warn(`[cms] ${path}: unexpected shape`);
      return { ok: false };
    };
    // A reshape that throws is our bug, not the service's: the operator is told which answer and
    // why, and the page draws the last good answer (or the empty one) as for a failed call.
    const load = (): Promise<Loaded<V>> =>
      readAnswer().catch((error: unknown): Loaded<V> => {
        warn(`[cms] ${path}: could not be read: ${errorWithStack(error)}`);
        return { ok: false };
      });
    return cache.read(keyOf(config, path), answerLifetimeMs(config.cacheSeconds), load, fallback, tags);
  }

  const getSettings = (): Promise<SiteSettings> =>
    call(
      CMS_PATHS.settings,
      [CMS_TAGS.all, CMS_TAGS.settings],
      settingsAnswerSchema,
      { general_settings: [] },
      (a, c) => reshapeSettings(a.general_settings[0], c.mediaUrl),
      reshapeSettings(undefined, ''),
    );

  const getSlides = (): Promise<Slide[]> =>
    call(
      CMS_PATHS.sliders,
      [CMS_TAGS.all, CMS_TAGS.sliders],
      slidersAnswerSchema,
      { homepage_sliders: [] },
      (a, c) => reshapeSlides(a.homepage_sliders, c.mediaUrl, c),
      [],
    );

  /** The menu tree, or null while the service has never answered it. */
  const readMenus = (): Promise<MenuItem[] | null> =>
    call(
      CMS_PATHS.menus,
      [CMS_TAGS.all, CMS_TAGS.menus],
      menusAnswerSchema,
      { menus: [] },
      (a) => reshapeMenuTree(a.menus),
      null,
    );

  const getMenus = async (): Promise<MenuItem[]> => (await readMenus()) ?? [];

  const readSections = (menuId: number) =>
    Promise.all([
      call(
        CMS_PATHS.contents(menuId),
        [CMS_TAGS.all, CMS_TAGS.menu(menuId)],
        contentsAnswerSchema,
        { menu_contents: {} },
        (a, c) => reshapeContents(a.menu_contents, c),
        [],
      ),
      call(
        CMS_PATHS.images(menuId),
        [CMS_TAGS.all, CMS_TAGS.menu(menuId)],
        imagesAnswerSchema,
        { content_images: {} },
        (a, c) => reshapeImages(a.content_images, c.mediaUrl),
        {},
      ),
    ]);

  /**
   * A menu's sections; null when the id is not in the menu tree (the page is a 404). When the
   * tree has never been answered, the page still renders (its menu known only by id) rather
   * than turning every page into a 404 while the service is down.
   */
  async function getMenuPage(menuId: number): Promise<MenuPage | null> {
    const config = readConfig();
    const lastTree = cache.peek<MenuItem[] | null>(keyOf(config, CMS_PATHS.menus));
    // Ids the last known tree does not hold wait for a fresh tree before anything is fetched for
    // them (this also keeps unknown ids out of the cache); known ids are fetched alongside the
    // tree, so a slow service costs one timeout, not two.
    if (lastTree && !findMenuById(lastTree, menuId)) {
      const fresh = await readMenus();
      if (!fresh || !findMenuById(fresh, menuId)) return null;
    }
    const [tree, [contents, images]] = await Promise.all([readMenus(), readSections(menuId)]);
    const byIdOnly = () => joinMenuPage({ id: menuId, name: '', href: '', children: [] }, contents, images, false);
    if (tree === null) return byIdOnly();
    const menu = findMenuById(tree, menuId);
    if (menu) return joinMenuPage(menu, contents, images, true);
    // Not in this tree, yet the service has texts or pictures for it: a menu added since the tree was read
    // (the tree changed between the proxy's check and this render). Shown by its id, not a 404.
    return contents.length > 0 || Object.values(images).some((list) => list.length > 0) ? byIdOnly() : null;
  }

  return { getSettings, getSlides, getMenus, readMenus, getMenuPage };
}
