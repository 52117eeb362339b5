// The stand-in's API listener: the contract's five calls (warts included) plus /media/ files.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { classify, PROJECT_ROOT } from './fixtures.mjs';
import { failureResponse, HTML_TYPE, JSON_TYPE, NOT_FOUND_HTML, SERVER_ERROR_HTML } from './modes.mjs';

const MEDIA_DIRS = [
  process.env.CMS_STANDIN_MEDIA ?? join(PROJECT_ROOT, 'e2e/fixtures/media'),
  join(PROJECT_ROOT, 'public/media'), // fallback: the embedded sample's images
];
const MEDIA_TYPES = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};
const CORS = { 'access-control-allow-origin': '*' };

const json = (value) => ({ status: 200, type: JSON_TYPE, body: JSON.stringify(value) });
const notFound = () => ({ status: 404, type: HTML_TYPE, body: NOT_FOUND_HTML });

function media(pathname) {
  let rel;
  try {
    rel = decodeURIComponent(pathname.slice('/media/'.length));
  } catch {
    return notFound();
  }
  for (const dir of MEDIA_DIRS) {
    const file = resolve(dir, rel);
    if (!file.startsWith(resolve(dir) + sep)) return notFound(); // no ../ escapes
    if (existsSync(file) && statSync(file).isFile()) {
      return {
        status: 200,
        type: MEDIA_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        body: readFileSync(file),
      };
    }
  }
  return notFound();
}

/** The normal (mode "ok") answer for a request. */
function normalAnswer(store, pathname, search) {
  if (pathname.startsWith('/media/')) return media(pathname);
  const { kind, id, canonical } = classify(pathname);
  const known = kind !== 'other' || store.has(canonical);
  // Newer deployments: the slash-less form answers 301 to the slash form.
  if (known && !pathname.endsWith('/')) return { status: 301, headers: { location: canonical + search }, body: '' };
  const value = store.get(canonical);
  switch (kind) {
    case 'contents':
      if (!/^\d+$/.test(id)) return { status: 500, type: HTML_TYPE, body: SERVER_ERROR_HTML };
      return value == null ? { status: 204, body: '' } : json(value);
    case 'images':
      if (!/^\d+$/.test(id)) return notFound();
      return json(value == null ? { content_images: null } : value);
    default:
      return store.has(canonical) ? json(value) : notFound();
  }
}

function send(res, r, head) {
  if (res.destroyed || res.writableEnded) return;
  const body = typeof r.body === 'string' ? Buffer.from(r.body) : r.body;
  const headers = { ...CORS, ...(r.headers ?? {}) };
  if (r.type) headers['content-type'] = r.type;
  if (r.status !== 204) headers['content-length'] = String(body.length);
  res.writeHead(r.status, headers);
  res.end(head || r.status === 204 ? undefined : body);
}

/** Does the current failure mode apply to this request? */
function affected(state, pathname, rawUrl) {
  if (state.mode === 'ok') return false;
  if (state.match) {
    let decoded = rawUrl;
    try {
      decoded = decodeURIComponent(rawUrl);
    } catch {
      /* keep raw */
    }
    return rawUrl.includes(state.match) || decoded.includes(state.match);
  }
  return !pathname.startsWith('/media/'); // without `match`, failures hit the API calls, not media files
}

/** Holds every answer back by `state.latencyMs` (CMS_STANDIN_LATENCY_MS), in every mode, like a distant service. */
function withLatency(state, answer) {
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.counts.set(pathname, (state.counts.get(pathname) ?? 0) + 1);
    if (!(state.latencyMs > 0)) return answer(req, res);
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      answer(req, res);
    }, state.latencyMs);
    state.timers.add(timer);
    res.on('close', () => (clearTimeout(timer), state.timers.delete(timer)));
  };
}

export function createApiHandler(state) {
  return withLatency(state, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const { pathname, search } = url;
    if (state.log) console.log(`[cms stand-in] ${req.method} ${req.url} (mode ${state.mode})`);

    if (req.method === 'OPTIONS') return send(res, { status: 200, headers: { allow: 'GET, HEAD, OPTIONS' }, body: '' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, {
        status: 405,
        type: JSON_TYPE,
        body: JSON.stringify({ detail: `Method "${req.method}" not allowed.` }),
      });
    }
    const head = req.method === 'HEAD';
    // Like the real service: any Authorization header (a stale token) gets 401, even on public routes.
    if (req.headers.authorization !== undefined)
      return send(
        res,
        failureResponse('unauthorized', 'other', () => null),
        head,
      );
    let cached;
    const normal = () => (cached ??= normalAnswer(state.store, pathname, search));
    if (!affected(state, pathname, req.url ?? '/')) return send(res, normal(), head);

    if (state.mode === 'slow') {
      const release = () => (state.timers.delete(timer), state.held.delete(timer));
      const timer = setTimeout(() => {
        release();
        send(res, normal(), head);
      }, state.delayMs);
      state.timers.add(timer);
      state.held.set(timer, pathname);
      res.on('close', () => (clearTimeout(timer), release()));
      return;
    }
    const kind = pathname.startsWith('/media/') ? 'other' : classify(pathname).kind;
    send(res, failureResponse(state.mode, kind, normal) ?? normal(), head);
  });
}
