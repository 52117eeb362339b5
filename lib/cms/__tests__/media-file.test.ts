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
/** Another host, where the media host's redirect points: the site must never ask it. */
let elsewhere: Server;
let elsewhereAsked: string[] = [];

const listen = async (handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> => {
  const started = createServer(handler);
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return { server: started, url: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
};

beforeAll(async () => {
  const other = await listen((req, res) => {
    elsewhereAsked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end('PNG bytes from elsewhere');
  });
  elsewhere = other.server;
  const tooMany = Buffer.alloc(MAX_MEDIA_BYTES + 1, 1);
  const host = await listen((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/media/icon.png')
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('PNG bytes'));
    if (req.url === '/media/untyped.png')
      return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from('PNG bytes'));
    if (req.url === '/media/s3.png')
      return void res.writeHead(200, { 'content-type': 'binary/octet-stream' }).end(Buffer.from('PNG bytes'));
    // A maintenance page answered with 200.
    if (req.url === '/media/maintenance.png')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Back soon</h1>');
    // Over the limit, declared, and sent in chunks with no length: both are sent whole, quickly.
    if (req.url === '/media/huge.png')
      return void res.writeHead(200, { 'content-length': String(tooMany.length) }).end(tooMany);
    if (req.url === '/media/huge-chunked.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(tooMany.subarray(0, MAX_MEDIA_BYTES));
      return void res.end(tooMany.subarray(MAX_MEDIA_BYTES));
    }
    if (req.url === '/media/slow.png') return void setTimeout(() => res.end('late'), 1_000);
    if (req.url === '/media/moved.png') return void res.writeHead(302, { location: `${other.url}/x.png` }).end();
    res.writeHead(404);
    res.end();
  });
  server = host.server;
  media = host.url;
});

afterAll(async () => {
  await Promise.all([server, elsewhere].map((open) => new Promise<void>((resolve) => open.close(() => resolve()))));
});
beforeEach(() => {
  asked = [];
  elsewhereAsked = [];
});

const config = (): CmsConfig => ({ apiUrl: media, mediaUrl: media, timeoutMs: 300, cacheSeconds: 30, iframeHosts: [] });

describe('readMediaFile', () => {
  it("reads one of the site's own files by its path, escapes and all", async () => {
    const svg = readFileSync(join(process.cwd(), 'public', 'brand', 'favicon.svg'));
    expect(Buffer.from((await readMediaFile('/brand/favicon.svg', config()))!)).toEqual(svg);
    expect(Buffer.from((await readMediaFile('/brand/favicon%2Esvg?v=2', config()))!)).toEqual(svg);
  });

  it('reads no file outside the public folder, and no folder', async () => {
    for (const src of [
      '/../package.json',
      '/%2E%2E/package.json',
      '/brand/..%2F..%2Fpackage.json',
      '/brand',
      '/no-such.png',
      '/%E0%A4%A',
    ]) {
      expect({ src, bytes: await readMediaFile(src, config()) }).toEqual({ src, bytes: null });
    }
  });

  it("fetches a picture from the service's media host, typed as a picture or as bytes of no particular type", async () => {
    for (const name of ['icon.png', 'untyped.png', 's3.png']) {
      expect(Buffer.from((await readMediaFile(`${media}/media/${name}`, config()))!).toString()).toBe('PNG bytes');
    }
  });

  it('has nothing for a picture the host lacks, answers with a web page, sends too large or too late', async () => {
    // Budget enough for the large answers to arrive whole: only the size limit stops them.
    for (const name of ['missing.png', 'maintenance.png', 'huge.png', 'huge-chunked.png']) {
      expect({ name, bytes: await readMediaFile(`${media}/media/${name}`, { ...config(), timeoutMs: 5_000 }) }).toEqual(
        { name, bytes: null },
      );
    }
    expect(await readMediaFile(`${media}/media/slow.png`, config())).toBeNull();
  });

  it('follows no redirect to another host', async () => {
    expect(await readMediaFile(`${media}/media/moved.png`, config())).toBeNull();
    expect(asked).toEqual(['/media/moved.png']);
    expect(elsewhereAsked).toEqual([]);
  });

  it('never asks another host', async () => {
    const onlyThisHost = { ...config(), mediaUrl: 'https://media.example.org' };
    expect(await readMediaFile(`${media}/media/icon.png`, onlyThisHost)).toBeNull();
    expect(await readMediaFile('//evil.example/x.png', config())).toBeNull();
    expect(await readMediaFile('file:///etc/passwd', config())).toBeNull();
    expect(asked).toEqual([]);
  });
});
