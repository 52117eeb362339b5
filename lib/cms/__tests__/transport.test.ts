/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CmsConfig } from '../config';
import { interpretAnswer, requestCms } from '../transport';

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

describe('interpretAnswer', () => {
  it('treats an empty 200 body as empty and JSON without a content type as JSON', () => {
    expect(interpretAnswer(200, '', '  ')).toEqual({ kind: 'empty' });
    expect(interpretAnswer(200, '', '{"a":1}')).toEqual({ kind: 'json', json: { a: 1 } });
  });
});
