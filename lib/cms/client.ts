import type { z } from 'zod';
import { LastGoodCache, type Loaded } from './cache';
import type { CmsConfig } from './config';
import { findMenuById, reshapeMenuTree } from './menu';
import { CMS_PATHS } from './paths';
import { reshapeMenuPage, reshapeSettings, reshapeSlides } from './reshape';
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
 * The content-service client: every answer is parsed with zod and reshaped into view models;
 * nothing here throws, a failing call yields the last good answer or an empty one.
 */
export function createCmsClient(readConfig: () => CmsConfig, transport: CmsTransport, warn: Warn = console.warn) {
  const cache = new LastGoodCache();

  /** One contract call parsed with `schema`; `emptyValue` stands for a 204 / empty answer. */
  function call<S extends z.ZodType>(path: string, schema: S, emptyValue: z.output<S> | null) {
    const config = readConfig();
    const load = async (): Promise<Loaded<z.output<S> | null>> => {
      const outcome = await transport(path, config);
      if (outcome.kind === 'empty') return { ok: true, value: emptyValue };
      if (outcome.kind === 'failed') {
        warn(`[cms] ${path}: ${outcome.reason}`);
        return { ok: false };
      }
      const parsed = schema.safeParse(outcome.json);
      if (parsed.success) return { ok: true, value: parsed.data };
      warn(`[cms] ${path}: unexpected shape`);
      return { ok: false };
    };
    // The cache key carries the base URL so that a re-pointed service never serves old answers.
    return cache.read(`${config.apiUrl ?? 'embedded'}${path}`, config.cacheSeconds * 1000, load, null);
  }

  async function getSettings(): Promise<SiteSettings> {
    const answer = await call(CMS_PATHS.settings, settingsAnswerSchema, { general_settings: [] });
    return reshapeSettings(answer?.general_settings[0], readConfig().mediaUrl);
  }

  async function getSlides(): Promise<Slide[]> {
    const config = readConfig();
    const answer = await call(CMS_PATHS.sliders, slidersAnswerSchema, { homepage_sliders: [] });
    return reshapeSlides(answer?.homepage_sliders ?? [], config.mediaUrl, { iframeHosts: config.iframeHosts });
  }

  async function getMenus(): Promise<MenuItem[]> {
    const answer = await call(CMS_PATHS.menus, menusAnswerSchema, { menus: [] });
    return reshapeMenuTree(answer?.menus ?? []);
  }

  /** A menu's sections, or null when the id is not in the menu tree (the page is a 404). */
  async function getMenuPage(menuId: number): Promise<MenuPage | null> {
    const menu = findMenuById(await getMenus(), menuId);
    if (!menu) return null;
    const config = readConfig();
    const [contents, images] = await Promise.all([
      call(CMS_PATHS.contents(menuId), contentsAnswerSchema, { menu_contents: {} }),
      call(CMS_PATHS.images(menuId), imagesAnswerSchema, { content_images: null }),
    ]);
    return reshapeMenuPage(menu, contents?.menu_contents ?? {}, images?.content_images ?? null, config.mediaUrl, {
      iframeHosts: config.iframeHosts,
    });
  }

  return { getSettings, getSlides, getMenus, getMenuPage, clearCache: () => cache.clear() };
}

export type CmsClient = ReturnType<typeof createCmsClient>;
