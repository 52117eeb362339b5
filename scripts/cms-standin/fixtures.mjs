// Fixture store of the stand-in: contract path (canonical, trailing slash) -> JSON answer.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES_DIR = process.env.CMS_STANDIN_FIXTURES ?? join(PROJECT_ROOT, 'e2e/fixtures/cms');

// The contract's paths written out again from cms-contract.md, not imported from lib/cms/config.ts: the stand-in
// plays the real service, so a wrong path in the site's client must fail the journeys, not be shared by both.
export const PATHS = {
  sliders: '/homepage_slider/api/v1/homepage_slider/all/',
  settings: '/general_setting/api/v1/general_setting/all/',
  menus: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
  contents: '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/',
  images: '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/',
};

/**
 * What a request path is, per the contract: { kind: 'sliders'|'settings'|'menus'|'contents'|'images'|'other',
 * id?: string, canonical: string (with trailing slash) }.
 */
export function classify(pathname) {
  const canonical = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const kind of ['sliders', 'settings', 'menus']) if (canonical === PATHS[kind]) return { kind, canonical };
  for (const kind of ['contents', 'images']) {
    if (!canonical.startsWith(PATHS[kind])) continue;
    const id = canonical.slice(PATHS[kind].length, -1);
    if (id && !id.includes('/')) return { kind, id, canonical };
  }
  return { kind: 'other', canonical };
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Loads every fixture file into a fresh Map (called at start and on POST /reset). */
export function loadFixtures(dir = FIXTURES_DIR) {
  const store = new Map();
  store.set(PATHS.sliders, readJson(join(dir, 'homepage_sliders.json')));
  store.set(PATHS.settings, readJson(join(dir, 'general_settings.json')));
  store.set(PATHS.menus, readJson(join(dir, 'menus.json')));
  for (const [sub, kind] of [
    ['menu_contents', 'contents'],
    ['content_images', 'images'],
  ]) {
    const d = join(dir, sub);
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d)) {
      const m = /^(\d+)\.json$/.exec(f);
      if (m) store.set(`${PATHS[kind]}${m[1]}/`, readJson(join(d, f)));
    }
  }
  return store;
}
