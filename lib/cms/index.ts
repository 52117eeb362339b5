// The only door pages and components use to reach the content service: its settings, slides, menus and menu
// pages, each cached by Next (getters.ts) and read once per render.
import 'server-only';
import { cache } from 'react';
import { readMenuPage, readMenus, readSettings, readSlides } from './getters';
import { findMenuByName } from './menu';
import type { MenuItem, MenuPage } from './types';

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
export function preloadSiteAnswers(): void {
  void getSettings();
  void getMenus();
  void getSlides();
}

/** The id of the menu named exactly `name` (Home, About, Contact, ...), if the tree has one. */
export const getMenuIdByName = cache(async (name: string): Promise<number | null> => {
  return findMenuByName(await getMenus(), name)?.id ?? null;
});

export { fetchMenuTree, readMadePicture, readMenus, type PictureRecipe } from './getters';
export { walkMenus } from './menu';
export type { MenuItem, MenuPage, Section, SiteSettings, Slide, SocialLink } from './types';
