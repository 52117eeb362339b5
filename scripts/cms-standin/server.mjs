#!/usr/bin/env node
// Stand-in for the back-office content service (see docs/cms-contract.md), for Playwright
// journeys and local development. Plain Node, no dependencies.
//
//   node scripts/cms-standin/server.mjs          (npm run cms:standin)
//   CMS_STANDIN_PORT          API port (default 4010), bound to 127.0.0.1 only
//   CMS_STANDIN_CONTROL_PORT  control port (default API port + 1), bound to 127.0.0.1 only
//   CMS_STANDIN_FIXTURES      fixture folder (default e2e/fixtures/cms)
//   CMS_STANDIN_MEDIA         media folder (default e2e/fixtures/media, falling back to public/media)
//   CMS_STANDIN_LOG=1         log every API request
//   CMS_STANDIN_LATENCY_MS    delay before every API answer, in every mode (default 0), e.g. 50 for a distant service
//   CMS_STANDIN_BASE_PATH     the API is also served below this path (e.g. /run-1), like a service mounted under
//                             a sub-path: a new base path is a new service address, so a site keeps no cache of it
// It also stands in for the organisation's form-mail endpoint: POST /form-mail (form-mail.mjs).
import { createServer } from 'node:http';
import { createApiHandler } from './api.mjs';
import { createControlHandler } from './control.mjs';
import { loadFixtures } from './fixtures.mjs';
import { FORM_MAIL_PATH, formMailState, handleFormMail } from './form-mail.mjs';

const HOST = '127.0.0.1';
const port = Number(process.env.CMS_STANDIN_PORT ?? 4010);
const controlPort = Number(process.env.CMS_STANDIN_CONTROL_PORT ?? port + 1);

const state = {
  port,
  mode: 'ok',
  delayMs: 6000,
  latencyMs: Math.max(0, Number(process.env.CMS_STANDIN_LATENCY_MS) || 0),
  match: null,
  store: loadFixtures(),
  counts: new Map(),
  timers: new Set(),
  /** Requests the slow mode is holding back right now: timer -> path (GET /requests lists them as `held`). */
  held: new Map(),
  log: process.env.CMS_STANDIN_LOG === '1',
  /** What the form-mail endpoint received (form-mail.mjs). */
  formMail: formMailState(),
  isListening: () => apiServer.listening,
};

const basePath = (process.env.CMS_STANDIN_BASE_PATH ?? '').replace(/\/+$/, '');
const apiHandler = createApiHandler(state);
const apiServer = createServer({ keepAliveTimeout: 5000 }, (req, res) => {
  if (basePath && req.url?.startsWith(`${basePath}/`)) req.url = req.url.slice(basePath.length);
  if (req.url?.split('?')[0] === FORM_MAIL_PATH) void handleFormMail(state.formMail, req, res);
  else apiHandler(req, res);
});

const api = {
  open: () =>
    new Promise((resolveOpen, reject) => {
      if (apiServer.listening) return resolveOpen();
      apiServer.once('error', reject);
      apiServer.listen(port, HOST, () => (apiServer.off('error', reject), resolveOpen()));
    }),
  // Closing the listener (and every open keep-alive socket) makes new connections fail with ECONNREFUSED.
  close: () =>
    new Promise((resolveClose) => {
      if (!apiServer.listening) return resolveClose();
      apiServer.close(() => resolveClose());
      apiServer.closeAllConnections();
    }),
};

const controlServer = createServer(createControlHandler(state, api));

function fail(err) {
  console.error(`cms stand-in: ${err.message}`);
  process.exit(1);
}

try {
  await api.open();
  await new Promise((resolveOpen, reject) => {
    controlServer.once('error', reject);
    controlServer.listen(controlPort, HOST, resolveOpen);
  });
} catch (err) {
  fail(err);
}
console.log(`cms stand-in listening on http://${HOST}:${port} (control :${controlPort})`);

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const t of state.timers) clearTimeout(t);
  const done = () => process.exit(0);
  setTimeout(done, 1000).unref();
  let pending = 2;
  for (const server of [apiServer, controlServer]) {
    if (!server.listening) {
      if (--pending === 0) done();
      continue;
    }
    server.close(() => --pending === 0 && done());
    server.closeAllConnections();
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
