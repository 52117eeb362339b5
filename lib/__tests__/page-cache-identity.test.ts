/** @jest-environment node */
// Without Redis, one build started against another service removes the build's pages drawn for the first, and
// keeps them for the service it was made for; pages written by earlier servers are removed either way.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { forgetAnotherServicesPages } from '../page-cache-identity';
import { serviceIdentity } from '../service-identity.mjs';

const SAMPLE = {};
const SERVICE = { CMS_API_URL: 'https://api.example.org' };

let dist: string;
const at = (path: string) => join(dist, path);
const BUILT = [
  'server/app/donate.html',
  'server/app/donate.rsc',
  'server/app/donate.meta',
  'server/app/feed.xml.body',
  'server/app/donate.segments/_tree.segment.rsc',
];
const WRITTEN = ['server/route-cache/APP_PAGE/abc/$/index.html', 'cache/fetch-cache/0effa58d'];
const CODE = 'server/app/donate/page.js';

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-cache-'));
  for (const path of [...BUILT, ...WRITTEN, CODE]) {
    mkdirSync(dirname(at(path)), { recursive: true });
    writeFileSync(at(path), 'x');
  }
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the page cache on disk at start', () => {
  it("loses the build's pages when the build was made for another service, and its code stays", async () => {
    expect(await forgetAnotherServicesPages(serviceIdentity(SAMPLE), SERVICE, dist)).toBe(true);
    for (const path of [...BUILT, ...WRITTEN]) expect([path, existsSync(at(path))]).toEqual([path, false]);
    expect(existsSync(at(CODE))).toBe(true);
  });

  it("keeps the build's pages for the service it was made for, and loses what earlier servers wrote", async () => {
    expect(await forgetAnotherServicesPages(serviceIdentity(SAMPLE), SAMPLE, dist)).toBe(false);
    for (const path of BUILT) expect([path, existsSync(at(path))]).toEqual([path, true]);
    for (const path of WRITTEN) expect([path, existsSync(at(path))]).toEqual([path, false]);
  });

  it('tells services apart by their address and the settings that change a page, not by spaces around them', () => {
    expect(serviceIdentity(SERVICE)).not.toBe(serviceIdentity(SAMPLE));
    expect(serviceIdentity({ ...SERVICE, SITE_NAME: 'Another' })).not.toBe(serviceIdentity(SERVICE));
    expect(serviceIdentity({ ...SERVICE, STRIPE_SECRET_KEY: 'sk_test_x' })).not.toBe(serviceIdentity(SERVICE));
    expect(serviceIdentity({ CMS_API_URL: ' https://api.example.org ' })).toBe(serviceIdentity(SERVICE));
  });
});
