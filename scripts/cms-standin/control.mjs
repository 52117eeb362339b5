// The stand-in's control listener: JSON over HTTP, used by Playwright (e2e/support/standin.ts).
import { classify, loadFixtures } from './fixtures.mjs';
import { MODES } from './modes.mjs';
import { readBody } from './read-body.mjs';

const MAX_BODY = 5 * 1024 * 1024;

function reply(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function readJsonBody(req) {
  const text = (await readBody(req, MAX_BODY)).toString('utf8').trim();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new Error('body is not valid JSON');
  }
}

const describe = (state) => ({
  mode: state.mode,
  delayMs: state.delayMs,
  match: state.match,
  apiUrl: `http://127.0.0.1:${state.port}`,
  listening: state.isListening(),
});

/** `api` = { open(): Promise<void>, close(): Promise<void> } for the API listener. */
export function createControlHandler(state, api) {
  async function setMode({ mode, delayMs, match }) {
    state.mode = mode;
    state.delayMs = Number.isFinite(delayMs) && delayMs >= 0 ? delayMs : 6000;
    state.match = typeof match === 'string' && match !== '' ? match : null;
    if (mode === 'down') await api.close();
    else await api.open();
  }

  async function route(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const key = `${req.method} ${pathname.replace(/\/$/, '') || '/'}`;
    switch (key) {
      case 'GET /':
      case 'GET /mode':
        return reply(res, 200, describe(state));
      case 'POST /mode': {
        const body = await readJsonBody(req);
        if (!MODES.includes(body.mode)) return reply(res, 400, { error: `mode must be one of ${MODES.join(', ')}` });
        if (body.delayMs !== undefined && typeof body.delayMs !== 'number')
          return reply(res, 400, { error: 'delayMs must be a number' });
        await setMode(body);
        return reply(res, 200, describe(state));
      }
      case 'POST /reset':
        state.store = loadFixtures();
        await setMode({ mode: 'ok' });
        return reply(res, 200, describe(state));
      case 'POST /fixture': {
        const body = await readJsonBody(req);
        if (typeof body.path !== 'string' || !body.path.startsWith('/') || !('json' in body)) {
          return reply(res, 400, { error: 'expected {"path": "/contract/path/", "json": <answer body>}' });
        }
        const { canonical } = classify(new URL(body.path, 'http://127.0.0.1').pathname);
        state.store.set(canonical, body.json);
        return reply(res, 200, { ok: true, path: canonical });
      }
      case 'GET /requests': {
        const byPath = Object.fromEntries([...state.counts].sort(([a], [b]) => a.localeCompare(b)));
        return reply(res, 200, {
          total: [...state.counts.values()].reduce((a, b) => a + b, 0),
          byPath,
          held: [...state.held.values()].sort(),
        });
      }
      case 'GET /form-mail':
        return reply(res, 200, { received: state.formMail.received, failing: state.formMail.failing });
      case 'POST /form-mail/reset':
        state.formMail.received.length = 0;
        state.formMail.failing = false;
        return reply(res, 200, { ok: true });
      case 'POST /form-mail/failing': {
        const body = await readJsonBody(req);
        if (typeof body.failing !== 'boolean') return reply(res, 400, { error: 'expected {"failing": true | false}' });
        state.formMail.failing = body.failing;
        return reply(res, 200, { failing: state.formMail.failing });
      }
      case 'POST /requests/reset':
        state.counts.clear();
        return reply(res, 200, { total: 0, byPath: {}, held: [...state.held.values()].sort() });
      default:
        return reply(res, 404, { error: `unknown control route ${key}` });
    }
  }

  return (req, res) => {
    route(req, res).catch((err) => reply(res, 400, { error: String(err?.message ?? err) }));
  };
}
