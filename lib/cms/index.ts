import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { createCmsClient } from './client';
import { readCmsConfig } from './config';
import { findMenuByName } from './menu';
import { requestCms } from './transport';
import type { MenuPage } from './types';

/**
 * The content service as pages see it. `connection()` keeps every page that reads the service
 * dynamic (rendered per request, never frozen at build); React's `cache` shares one answer among
 * the components of a request, and the client's own cache shares it among requests.
 */
const client = createCmsClient(() => readCmsConfig(), requestCms);

export const getSettings = cache(async () => {
  await connection();
  return client.getSettings();
});

export const getSlides = cache(async () => {
  await connection();
  return client.getSlides();
});

export const getMenus = cache(async () => {
  await connection();
  return client.getMenus();
});

export const getMenuPage = cache(async (menuId: number): Promise<MenuPage | null> => {
  await connection();
  return client.getMenuPage(menuId);
});

/** The id of the menu named exactly `name` (Home, About, Contact, ...), if the tree has one. */
export const getMenuIdByName = cache(async (name: string): Promise<number | null> => {
  return findMenuByName(await getMenus(), name)?.id ?? null;
});

export { findMenuById, findMenuByName, parseMenuId, walkMenus } from './menu';
export { findSection } from './reshape';
export type { MenuItem, MenuPage, Section, SiteSettings, Slide, SocialLink } from './types';
