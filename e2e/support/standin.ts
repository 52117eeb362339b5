/**
 * Typed client for the content-service stand-in's control server (scripts/cms-standin/server.mjs).
 * The control URL comes from CMS_STANDIN_CONTROL_URL (default http://127.0.0.1:4011), read at call time.
 *
 * The stand-in serves the Riverbend Relief Trust fixtures of e2e/fixtures/cms; the facts tests need
 * about them (ids, names) are in STANDIN_ORG below.
 */

export type StandinMode =
  | 'ok' // normal answers
  | 'error500' // 500 with an HTML page
  | 'html' // 200 with an HTML page
  | 'malformed' // 200, JSON content type, broken JSON
  | 'slow' // waits delayMs (default 6000) then answers normally
  | 'down' // API listener closed: connections refused (any other mode re-opens it)
  | 'unauthorized' // 401 {"detail":"Given token not valid for any token type"}
  | 'wrongtypes'; // 200 with fields of the wrong types

export type StandinModeOptions = {
  /** Delay for `slow`, in ms (default 6000). */
  delayMs?: number;
  /**
   * Restrict the failure to request paths containing this substring (others answer normally).
   * Without it, failures hit the five API calls but not /media/ files.
   */
  match?: string;
};

export type StandinState = {
  mode: StandinMode;
  delayMs: number;
  match: string | null;
  apiUrl: string;
  listening: boolean;
};

export type StandinRequests = {
  /** Requests received by the API listener since start or the last resetStandinRequests(). */
  total: number;
  /** Count per request pathname (query excluded), e.g. "/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/". */
  byPath: Record<string, number>;
  /** Paths of the requests the slow mode is holding back at this moment (one entry per open request). */
  held: string[];
};

/** One form the site handed on to the stand-in's form-mail endpoint (scripts/cms-standin/form-mail.mjs). */
export type FormMailSubmission = {
  at: string;
  contentType: string;
  fields: Record<string, string>;
  files: { field: string; name: string; type: string; size: number; sha256: string }[];
};

/** The contract paths (append to the API base URL), shared with the site's client. */
export { CMS_PATHS } from '../../lib/cms/config';

/** Facts about the stand-in's fixture organisation (must match e2e/fixtures/cms). */
export const STANDIN_ORG = {
  siteName: 'Riverbend Relief Trust',
  menuIds: {
    Home: 101,
    About: 102,
    Service: 103,
    Profile: 104,
    Gallery: 105,
    Document: 106,
    'Annual Report': 107,
    Événements: 108,
    Contact: 109,
    Mission: 111,
    Message: 112,
    Clients: 113,
    Performance: 114,
    'Our Vision': 115,
  },
  companies: ['Riverbend Pantry', 'Millstream Repair Café', 'Willow Bank Nursery'],
  /** Marker text in the About (102) "About" section, next to the malicious markup. */
  safeAboutText: 'Safe text survives sanitising.',
} as const;

export function standinControlUrl(): string {
  return (process.env.CMS_STANDIN_CONTROL_URL ?? 'http://127.0.0.1:4011').replace(/\/+$/, '');
}

/** Base URL of the stand-in's API listener (CMS_STANDIN_URL, default http://127.0.0.1:4010). */
export function standinApiUrl(): string {
  return (process.env.CMS_STANDIN_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
}

async function control<T>(controlUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${controlUrl}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`cms stand-in control ${method} ${path} failed: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The control calls of the stand-in whose control server is at `controlUrl`. */
export function standinControl(controlUrl: string) {
  return {
    /** Switches the failure mode (resolves once the API listener is closed/re-opened accordingly). */
    setMode: (mode: StandinMode, opts: StandinModeOptions = {}) =>
      control<StandinState>(controlUrl, 'POST', '/mode', { mode, ...opts }),
    /** Mode ok (listener re-opened) and the original fixtures restored. Request counts are kept. */
    reset: () => control<StandinState>(controlUrl, 'POST', '/reset'),
    /**
     * Replaces the answer for a contract path at run time (with or without trailing slash).
     * `json: null` on a menu-contents path makes it answer 204; on a content-images path, `{"content_images": null}`.
     */
    setFixture: async (path: string, json: unknown) => {
      await control<{ ok: true; path: string }>(controlUrl, 'POST', '/fixture', { path, json });
    },
    requests: () => control<StandinRequests>(controlUrl, 'GET', '/requests'),
    resetRequests: async () => {
      await control<StandinRequests>(controlUrl, 'POST', '/requests/reset');
    },
    state: () => control<StandinState>(controlUrl, 'GET', '/mode'),
    /** What the form-mail endpoint (`{api}/form-mail`) received, oldest first. */
    formMail: async () => (await control<{ received: FormMailSubmission[] }>(controlUrl, 'GET', '/form-mail')).received,
    resetFormMail: async () => {
      await control<{ ok: true }>(controlUrl, 'POST', '/form-mail/reset');
    },
    /** Makes the form-mail endpoint answer 503 (nothing received) until told otherwise. */
    setFormMailFailing: async (failing: boolean) => {
      await control<{ failing: boolean }>(controlUrl, 'POST', '/form-mail/failing', { failing });
    },
  };
}

/** The shared stand-in of playwright.config.ts (CMS_STANDIN_CONTROL_URL, read at call time). */
const shared = () => standinControl(standinControlUrl());

export const setStandinMode = (mode: StandinMode, opts: StandinModeOptions = {}): Promise<StandinState> =>
  shared().setMode(mode, opts);
export const resetStandin = (): Promise<StandinState> => shared().reset();
export const setStandinFixture = (path: string, json: unknown): Promise<void> => shared().setFixture(path, json);
export const standinRequests = (): Promise<StandinRequests> => shared().requests();
export const resetStandinRequests = (): Promise<void> => shared().resetRequests();
export const standinState = (): Promise<StandinState> => shared().state();

/** Sum of request counts whose path contains `substring` (e.g. "get_all_nested_cms_menu"). */
export function countRequests(requests: StandinRequests, substring: string): number {
  return Object.entries(requests.byPath)
    .filter(([path]) => path.includes(substring))
    .reduce((sum, [, n]) => sum + n, 0);
}
