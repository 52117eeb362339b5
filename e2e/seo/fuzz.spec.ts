// Whatever a scanner or a typo asks for, the server answers without a 5xx.
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

// 1,000 addresses a crawler, a typo or a scanner might ask for, generated from a fixed seed so a
// failure is repeatable: none may get a server error (nor anything but 200, a redirect, 400 or 404).
const SEED = 20261122;
const COUNT = 1000;
const ALLOWED = new Set([200, 301, 302, 303, 307, 308, 400, 404]);

/** mulberry32: a small deterministic generator, enough to pick among choices. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEGMENTS = [
  'cause-single',
  'event-single',
  'project-single',
  'team-single',
  'service-single',
  'blog-single',
  'blog-single-left-sidebar',
  'blog-single-fullwidth',
  'about',
  'mission',
  'contact',
  'company',
  'home',
  'menu',
  'blog',
  'cause',
  'search',
  'api',
  'page-not-found',
  'page-unavailable',
  'our vision',
  'événements',
  '_next',
  'feed.xml',
  'sitemap.xml',
  'robots.txt',
];
const BAD_IDS = [
  '0',
  '-1',
  '01',
  '+1',
  '1.5',
  '1e3',
  'abc',
  '999',
  '9999999999',
  ' 1',
  '1/',
  '0x10',
  'NaN',
  '',
  '1%00',
  '%31',
];
const ESCAPES = ['%', '%z', '%zz', '%E0%A4%A', '%C3', '%ff%fe', '%%', '%2', '%u0041', '%00', '%2e%2e', '%2F', '%5C'];
const ODD = [
  '..',
  '.',
  '~',
  '<script>',
  '"',
  "'",
  '`',
  '{}',
  '[]',
  '|',
  '^',
  '\\',
  ';',
  ',',
  '*',
  '$',
  '@',
  '!',
  '(',
  ')',
  '😀',
  'ü',
  ' ',
  '\t',
  '#',
];
const QUERIES = [
  '',
  '?',
  '?page=2',
  '?page=0',
  '?page=99',
  '?page=abc',
  '?page=1&page=2',
  '?category=Charity',
  '?tag=%',
  '?q=<script>',
  '?a=%zz',
  `?x=${'y'.repeat(3000)}`,
  '?category=&tag=',
  '?__proto__=1',
];

function addresses(): string[] {
  const random = generator(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const word = () =>
    Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
      pick('abcdefghijklmnopqrstuvwxyz0123456789-_.'.split('')),
    ).join('');
  const kinds: (() => string)[] = [
    () => `/${Array.from({ length: 1 + Math.floor(random() * 4) }, word).join('/')}`,
    () => `/${encodeURIComponent(pick(SEGMENTS))}/${pick(BAD_IDS)}`,
    () => `/${encodeURIComponent(pick(SEGMENTS))}/${pick(ESCAPES)}`,
    () => `/${pick(ESCAPES)}${word()}`,
    () => `/${encodeURIComponent(pick(SEGMENTS))}/${encodeURIComponent(pick(ODD))}${pick(ODD) === '#' ? '' : word()}`,
    () => `/${'a'.repeat(1000 + Math.floor(random() * 9000))}`,
    () => `/${Array.from({ length: 50 + Math.floor(random() * 200) }, () => 'x').join('/')}`,
    () =>
      `${pick([routes.blog.href({ layout: 'right', category: null, tag: null, page: 1 }), routes.causes.href({}), '/', routes.menu.hrefOf({ id: STANDIN_ORG.menuIds.About, name: 'About' })])}${pick(QUERIES)}`,
    () => `/company/${STANDIN_ORG.menuIds.Home}/${pick([...ESCAPES, ...ODD.map(encodeURIComponent), word()])}`,
    () => `/${encodeURIComponent(pick(SEGMENTS))}/${Math.floor(random() * 200)}/${word()}`,
  ];
  return Array.from({ length: COUNT }, () => pick(kinds)());
}

test('1,000 generated addresses get only 200, a redirect, 400 or 404', async ({ request }) => {
  test.setTimeout(240_000);
  const queue = addresses();
  expect(queue).toHaveLength(COUNT);
  const answered = new Map<number, number>();
  const failures: string[] = [];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const status = (await request.get(path, { maxRedirects: 0, failOnStatusCode: false })).status();
      answered.set(status, (answered.get(status) ?? 0) + 1);
      if (!ALLOWED.has(status)) failures.push(`${status} ${path.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(failures).toEqual([]);
  expect([...answered.values()].reduce((sum, n) => sum + n, 0)).toBe(COUNT);
  test.info().annotations.push({ type: 'statuses', description: JSON.stringify(Object.fromEntries(answered)) });
});
