/** @jest-environment node */
// Without Redis, one build started against another service empties the page cache on disk it was filled with,
// and keeps it when the service is the same.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { forgetAnotherServicesPages } from '../page-cache-identity';
import { serviceIdentity } from '../service-identity.mjs';

const SAMPLE = {};
const SERVICE = { CMS_API_URL: 'https://api.example.org' };

let dist: string;
const at = (path: string) => join(dist, path);
const CACHED = [
  'server/app/donate.html',
  'server/app/donate.rsc',
  'server/app/donate.meta',
  'server/app/feed.xml.body',
];
const SEGMENT = 'server/app/donate.segments/_tree.segment.rsc';
const RENDERED = 'server/route-cache/APP_PAGE/abc/$/index.html';
const DATA = 'cache/fetch-cache/0effa58d';
const CODE = 'server/app/donate/page.js';

function write(path: string) {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), 'x');
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-cache-'));
  for (const path of [...CACHED, SEGMENT, RENDERED, DATA, CODE]) write(path);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the page cache on disk at start', () => {
  it('is emptied when the build was made for another service, and its code stays', async () => {
    expect(await forgetAnotherServicesPages(serviceIdentity(SAMPLE), SERVICE, dist)).toBe(true);
    for (const path of [...CACHED, SEGMENT, RENDERED, DATA]) expect(existsSync(at(path))).toBe(false);
    expect(existsSync(at(CODE))).toBe(true);
    expect(readFileSync(at('cache/service-identity'), 'utf8')).toBe(serviceIdentity(SERVICE));
  });

  it('is kept for the service it was filled for, also on the next start', async () => {
    expect(await forgetAnotherServicesPages(serviceIdentity(SAMPLE), SAMPLE, dist)).toBe(false);
    expect(existsSync(at(RENDERED))).toBe(true);
    await forgetAnotherServicesPages(serviceIdentity(SAMPLE), SERVICE, dist);
    write(RENDERED);
    expect(await forgetAnotherServicesPages(serviceIdentity(SAMPLE), SERVICE, dist)).toBe(false);
    expect(existsSync(at(RENDERED))).toBe(true);
  });

  it('tells services apart by their address and the settings that change a page, not by spaces around them', () => {
    expect(serviceIdentity(SERVICE)).not.toBe(serviceIdentity(SAMPLE));
    expect(serviceIdentity({ ...SERVICE, SITE_NAME: 'Another' })).not.toBe(serviceIdentity(SERVICE));
    expect(serviceIdentity({ ...SERVICE, STRIPE_SECRET_KEY: 'sk_test_x' })).not.toBe(serviceIdentity(SERVICE));
    expect(serviceIdentity({ CMS_API_URL: ' https://api.example.org ' })).toBe(serviceIdentity(SERVICE));
  });
});
