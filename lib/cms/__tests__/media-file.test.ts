/** @jest-environment node */
// The bytes of a picture the site makes something of (the home-screen icon): its own files, or the service's
// media host within the time budget and a size limit; never another host, never a file outside the public folder.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { CmsConfig } from '../config';
import { MAX_MEDIA_BYTES, readMediaFile } from '../media-file';

let server: Server;
let media = '';
let asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/media/icon.png') return void res.end(Buffer.from('PNG bytes'));
    if (req.url === '/media/huge.png') {
      res.writeHead(200, { 'content-length': String(MAX_MEDIA_BYTES + 1) });
      return void res.end();
    }
    if (req.url === '/media/slow.png') return void setTimeout(() => res.end('late'), 1_000);
    if (req.url === '/media/moved.png') {
      res.writeHead(302, { location: 'http://elsewhere.invalid/x.png' });
      return void res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  media = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = [];
});

const config = (): CmsConfig => ({ apiUrl: media, mediaUrl: media, timeoutMs: 300, cacheSeconds: 30, iframeHosts: [] });

describe('readMediaFile', () => {
  it('reads one of the site\'s own files by its path, escapes and all', async () => {
    const svg = readFileSync(join(process.cwd(), 'public', 'brand', 'favicon.svg'));
    expect(Buffer.from((await readMediaFile('/brand/favicon.svg', config()))!)).toEqual(svg);
    expect(Buffer.from((await readMediaFile('/brand/favicon%2Esvg?v=2', config()))!)).toEqual(svg);
  });

  it('reads no file outside the public folder, and no folder', async () => {
    for (const src of ['/../package.json', '/%2E%2E/package.json', '/brand/..%2F..%2Fpackage.json', '/brand', '/no-such.png', '/%E0%A4%A']) {
      expect({ src, bytes: await readMediaFile(src, config()) }).toEqual({ src, bytes: null });
    }
  });

  it('fetches a picture from the service\'s media host', async () => {
    expect(Buffer.from((await readMediaFile(`${media}/media/icon.png`, config()))!).toString()).toBe('PNG bytes');
  });

  it('has nothing for a picture the host lacks, sends too large, too late or from elsewhere', async () => {
    for (const name of ['missing.png', 'huge.png', 'slow.png', 'moved.png']) {
      expect({ name, bytes: await readMediaFile(`${media}/media/${name}`, config()) }).toEqual({ name, bytes: null });
    }
  });

  it('never asks another host', async () => {
    const onlyThisHost = { ...config(), mediaUrl: 'https://media.example.org' };
    expect(await readMediaFile(`${media}/media/icon.png`, onlyThisHost)).toBeNull();
    expect(await readMediaFile('//evil.example/x.png', config())).toBeNull();
    expect(await readMediaFile('file:///etc/passwd', config())).toBeNull();
    expect(asked).toEqual([]);
  });
});
