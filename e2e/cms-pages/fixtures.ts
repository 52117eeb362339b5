// What the stand-in service holds, read from its fixture files, so the journeys check pages against
// the real content instead of copies of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHTML } from 'entities';

/** The stand-in's fixtures as the journeys expect to see them (read from disk, never guessed). */
const ROOT = path.join(__dirname, '..', 'fixtures', 'cms');

type RawMenu = { id: number; name: string; children: RawMenu[] };

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

export function fixtureMenus(): RawMenu[] {
  const all: RawMenu[] = [];
  const walk = (items: RawMenu[]) => items.forEach((item) => (all.push(item), walk(item.children)));
  walk(readJson<{ menus: RawMenu[] }>('menus.json')?.menus ?? []);
  return all;
}

export function fixtureContents(menuId: number): Record<string, string> {
  return readJson<{ menu_contents: Record<string, string> }>(`menu_contents/${menuId}.json`)?.menu_contents ?? {};
}

export function fixtureImages(menuId: number): Record<string, string | string[]> {
  return (
    readJson<{ content_images: Record<string, string | string[]> | null }>(`content_images/${menuId}.json`)
      ?.content_images ?? {}
  );
}

/** Visible words of an HTML fragment, headings left out (cards may drop a repeated name). */
export function bodyText(html: string): string {
  const withoutHidden = html.replace(/<(script|style|iframe|h[1-6])\b[\s\S]*?<\/\1>/gi, ' ');
  return decodeHTML(withoutHidden.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The file name of an image value, as it appears (URL-encoded) in the rendered image's src. */
export function imageFileNames(value: string | string[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.map((item) => item.split('/').pop() ?? item);
}
