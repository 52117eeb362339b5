// The only door pages and components use to reach the content service: its settings, slides, menus
// and menu pages, fetched once per render and cached between renders.
import 'server-only';
import { cache } from 'react';
import { createCmsClient } from './client';
import { readCmsConfig } from './config';
import { findMenuByName } from './menu';
import { pageAnswers } from './page-answers';
import { requestCms } from './transport';
import type { MenuPage } from './types';

/**
 * The content service as pages see it: answers from the process's one cache (answers.ts), each giving the page its
 * lifetime and tags (page-answers.ts), so a page is rendered once per content change and then served from Next's
 * page cache; React's `cache` shares one answer among the components of a render.
 */
const client = createCmsClient(() => readCmsConfig(), requestCms, pageAnswers);

export const getSettings = cache(() => client.getSettings());

export const getSlides = cache(() => client.getSlides());

export const getMenus = cache(() => client.getMenus());

export const getMenuPage = cache((menuId: number): Promise<MenuPage | null> => client.getMenuPage(menuId));

/**
 * Starts, at the top of a render, the answers every page reads (settings, menu tree, slides), so that they
 * are fetched together where a render must wait for them (never answered, or expired by the webhook): read one
 * after another, a slow service would cost one budget each; together they cost one.
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

export { readMadePicture, type PictureRecipe } from './made-picture';
export { walkMenus } from './menu';
export type { MenuItem, MenuPage, Section, SiteSettings, Slide, SocialLink } from './types';
