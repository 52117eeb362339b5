/** @jest-environment node */
// How the site asks the service: each wart of the contract's error table read without throwing; and the bytes of a
// picture the site makes something of (the home-screen icon): its own files, or the service's media host within the
// time budget and a size limit, never another host, never a file outside the public folder.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { CmsConfig } from '../config';
import { interpretResponse, MAX_MEDIA_BYTES, readMediaFile, requestCms } from '../transport';

// A tiny service on 127.0.0.1 that reproduces each wart of the contract's error table.
let server: Server;
let base = '';
let lastHeaders: IncomingHttpHeaders = {};
/** What the endless chunked answer had sent when its connection closed. */
let chunkedClosed: Promise<number> = Promise.resolve(0);
const CHUNKED_TOTAL = 64 * 1024 * 1024;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    const json = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    };
    switch (req.url) {
      case '/ok':
      case '/by-id/7/':
        return json(200, '{"menus": []}');
      case '/by-id/7':
        res.writeHead(301, { location: '/by-id/7/' });
        return res.end();
      case '/empty':
        res.writeHead(204);
        return res.end();
      case '/html500':
        res.writeHead(500, { 'content-type': 'text/html' });
        return res.end('<!doctype html><h1>Server Error (500)</h1>');
      case '/html200':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><h1>Maintenance</h1>');
      case '/401':
        return json(401, '{"detail":"Given token not valid for any token type"}');
      case '/malformed':
        return json(200, '{"menus": [');
      case '/huge':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(6 * 1024 * 1024) });
        return res.end();
      case '/huge-chunked': {
        // No length to check first: 64 MB in 64 KB chunks, written as fast as they are read.
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        chunkedClosed = new Promise((resolve) => res.on('close', () => resolve(sent)));
        const pump = () => {
          while (sent < CHUNKED_TOTAL) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      case '/slow':
        setTimeout(() => json(200, '{}'), 500);
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>Not Found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const config = (overrides: Partial<CmsConfig> = {}): CmsConfig => ({
  apiUrl: base,
  mediaUrl: base,
  timeoutMs: 5000,
  cacheSeconds: 0,
  iframeHosts: [],
  ...overrides,
});

describe('requestCms against a live service', () => {
  it('parses JSON and sends no credentials', async () => {
    expect(await requestCms('/ok', config())).toEqual({ kind: 'json', json: { menus: [] } });
    expect(lastHeaders.authorization).toBeUndefined();
    expect(lastHeaders.cookie).toBeUndefined();
  });

  it('follows a 301 to the slash form', async () => {
    expect(await requestCms('/by-id/7', config())).toEqual({ kind: 'json', json: { menus: [] } });
  });

  it('reads 204 as an empty answer', async () => {
    expect(await requestCms('/empty', config())).toEqual({ kind: 'empty' });
  });

  it.each([
    ['/html500', 'HTTP 500'],
    ['/html200', 'not JSON (text/html)'],
    ['/401', 'HTTP 401'],
    ['/missing', 'HTTP 404'],
    ['/malformed', 'malformed JSON'],
    ['/huge', 'answer too large'],
  ])('fails %s without throwing (%s)', async (path, reason) => {
    expect(await requestCms(path, config())).toEqual({ kind: 'failed', reason });
  });

  it('stops reading a chunked answer once it passes the size limit', async () => {
    expect(await requestCms('/huge-chunked', config())).toEqual({ kind: 'failed', reason: 'answer too large' });
    // Read to the end, all 64 MB would have been sent; stopped, little more than the 5 MB limit.
    expect(await chunkedClosed).toBeLessThan(CHUNKED_TOTAL / 4);
  });

  // Only this case runs on a short timeout: a busy machine must not fail the quick answers above.
  it('fails an answer slower than its timeout without throwing', async () => {
    expect(await requestCms('/slow', config({ timeoutMs: 200 }))).toEqual({
      kind: 'failed',
      reason: 'slower than 200 ms',
    });
  });

  it('fails, without throwing, when given a budget no timer takes', async () => {
    const outcome = await requestCms('/ok', config({ timeoutMs: 2500.5 }));
    expect(outcome).toEqual({ kind: 'failed', reason: 'no timer takes a budget of 2500.5 ms' });
  });

  it('fails a refused connection without throwing', async () => {
    const outcome = await requestCms('/ok', config({ apiUrl: 'http://127.0.0.1:1' }));
    expect(outcome.kind).toBe('failed');
  });
});

describe('the embedded sample', () => {
  it('answers the contract paths through the same interpretation', async () => {
    const menus = await requestCms('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/', config({ apiUrl: null }));
    expect(menus.kind).toBe('json');
    const badId = await requestCms(
      '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/abc',
      config({ apiUrl: null }),
    );
    expect(badId).toEqual({ kind: 'failed', reason: 'HTTP 500' });
  });
});

describe('interpretResponse', () => {
  it('treats an empty 200 body as empty and JSON without a content type as JSON', () => {
    expect(interpretResponse(200, '', '  ')).toEqual({ kind: 'empty' });
    expect(interpretResponse(200, '', '{"a":1}')).toEqual({ kind: 'json', json: { a: 1 } });
  });
});

describe('readMediaFile', () => {
  let mediaHost: Server;
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
    mediaHost = host.server;
    media = host.url;
  });

  afterAll(async () => {
    await Promise.all(
      [mediaHost, elsewhere].map((open) => new Promise<void>((resolve) => open.close(() => resolve()))),
    );
  });
  beforeEach(() => {
    asked = [];
    elsewhereAsked = [];
  });

  const mediaConfig = (): CmsConfig => ({
    apiUrl: media,
    mediaUrl: media,
    timeoutMs: 300,
    cacheSeconds: 30,
    iframeHosts: [],
  });

  it("reads one of the site's own files by its path, escapes and all", async () => {
    const svg = readFileSync(join(process.cwd(), 'public', 'brand', 'favicon.svg'));
    expect(Buffer.from((await readMediaFile('/brand/favicon.svg', mediaConfig()))!)).toEqual(svg);
    expect(Buffer.from((await readMediaFile('/brand/favicon%2Esvg?v=2', mediaConfig()))!)).toEqual(svg);
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
      expect({ src, bytes: await readMediaFile(src, mediaConfig()) }).toEqual({ src, bytes: null });
    }
  });

  it("fetches a picture from the service's media host, typed as a picture or as bytes of no particular type", async () => {
    for (const name of ['icon.png', 'untyped.png', 's3.png']) {
      expect(Buffer.from((await readMediaFile(`${media}/media/${name}`, mediaConfig()))!).toString()).toBe('PNG bytes');
    }
  });

  it('has nothing for a picture the host lacks, answers with a web page, sends too large or too late', async () => {
    // Budget enough for the large answers to arrive whole: only the size limit stops them.
    for (const name of ['missing.png', 'maintenance.png', 'huge.png', 'huge-chunked.png']) {
      expect({
        name,
        bytes: await readMediaFile(`${media}/media/${name}`, { ...mediaConfig(), timeoutMs: 5_000 }),
      }).toEqual({ name, bytes: null });
    }
    expect(await readMediaFile(`${media}/media/slow.png`, mediaConfig())).toBeNull();
  });

  it('follows no redirect to another host', async () => {
    expect(await readMediaFile(`${media}/media/moved.png`, mediaConfig())).toBeNull();
    expect(asked).toEqual(['/media/moved.png']);
    expect(elsewhereAsked).toEqual([]);
  });

  it('never asks another host', async () => {
    const onlyThisHost = { ...mediaConfig(), mediaUrl: 'https://media.example.org' };
    expect(await readMediaFile(`${media}/media/icon.png`, onlyThisHost)).toBeNull();
    expect(await readMediaFile('//evil.example/x.png', mediaConfig())).toBeNull();
    expect(await readMediaFile('file:///etc/passwd', mediaConfig())).toBeNull();
    expect(asked).toEqual([]);
  });
});
