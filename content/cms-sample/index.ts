/**
 * Embedded sample of the back-office content service (used when CMS_API_URL is unset).
 *
 * `embeddedCmsResponse(path)` answers exactly as the reference service would for a contract
 * path appended to `{api}`, warts included (see docs/cms-contract.md):
 * - contents of a menu with none (or an unknown menu) -> 204, empty body;
 * - images of a menu with none (or an unknown menu) -> 200 `{"content_images": null}`;
 * - non-numeric id -> contents 500 HTML page, images 404 HTML page;
 * - any other path -> 404 HTML page.
 * Bodies are the raw JSON text (snake_case), never parsed objects, so the site's client
 * goes through the same parsing/validation path as with the real service.
 */
import { CMS_PATHS } from '@/lib/cms/config';
import { contentImagesById } from './images';
import { menuContentsById } from './contents';
import { menusBody } from './menus';
import { settingsBody } from './settings';
import { slidersBody } from './sliders';

export type RawCmsResponse = { status: number; headers: Record<string, string>; body: string };

export { SAMPLE_MENU_IDS } from './menus';
export { SAMPLE_COMPANY_NAMES } from './contents';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'access-control-allow-origin': '*',
  allow: 'GET, HEAD, OPTIONS',
  vary: 'Accept, Origin',
} as const;

const NO_CONTENT_HEADERS = {
  'access-control-allow-origin': '*',
  allow: 'GET, HEAD, OPTIONS',
  vary: 'Accept, Origin',
} as const;

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' } as const;

const NOT_FOUND_HTML =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n' +
  '  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n';

const SERVER_ERROR_HTML =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n' +
  '  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n';

function json(body: unknown, status = 200): RawCmsResponse {
  return { status, headers: { ...JSON_HEADERS }, body: JSON.stringify(body) };
}

function html(status: 404 | 500): RawCmsResponse {
  return { status, headers: { ...HTML_HEADERS }, body: status === 404 ? NOT_FOUND_HTML : SERVER_ERROR_HTML };
}

/** The `{id}` segment of a by-id path (with or without a trailing slash), or null if `path` has another shape. */
function idSegment(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) return null;
  return rest;
}

export function embeddedCmsResponse(path: string): RawCmsResponse {
  // Query strings (e.g. `?page=1`) do not change the embedded answers.
  const clean = path.split(/[?#]/, 1)[0] ?? '';
  const slashed = clean.endsWith('/') ? clean : `${clean}/`;

  if (slashed === CMS_PATHS.sliders) return json(slidersBody);
  if (slashed === CMS_PATHS.settings) return json(settingsBody);
  if (slashed === CMS_PATHS.menus) return json(menusBody);

  const contentsId = idSegment(clean, CMS_PATHS.contentsPrefix);
  if (contentsId !== null) {
    if (!/^\d+$/.test(contentsId)) return html(500);
    const contents = menuContentsById[Number(contentsId)];
    if (!contents || Object.keys(contents).length === 0) {
      // DRF drops Content-Type when the rendered body is empty.
      return { status: 204, headers: { ...NO_CONTENT_HEADERS }, body: '' };
    }
    return json({ menu_contents: contents });
  }

  const imagesId = idSegment(clean, CMS_PATHS.imagesPrefix);
  if (imagesId !== null) {
    if (!/^\d+$/.test(imagesId)) return html(404);
    const images = contentImagesById[Number(imagesId)];
    return json({ content_images: images && Object.keys(images).length > 0 ? images : null });
  }

  return html(404);
}
