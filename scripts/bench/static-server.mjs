// The load benchmark's fallback static server, used only where nginx is not installed:
// `node static-server.mjs <root> <port>` serves the saved pages from memory, the `.gz` twin to gzip clients.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileForPath } from './static-baseline.mjs';

const [root, port] = process.argv.slice(2);
const cache = new Map(); // file -> { html, gz } | null

function page(pathname) {
  const file = fileForPath(pathname);
  if (!cache.has(file)) {
    try {
      cache.set(file, { html: readFileSync(join(root, file)), gz: readFileSync(join(root, `${file}.gz`)) });
    } catch {
      cache.set(file, null);
    }
  }
  return cache.get(file);
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
  const found = pathname.includes('..') ? null : page(pathname);
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? found.gz : found.html;
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(body);
}).listen(Number(port), '127.0.0.1');
