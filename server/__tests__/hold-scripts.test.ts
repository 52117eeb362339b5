/** @jest-environment node */
// The server holds Next's script tags in an HTML answer, however the answer is cut into pieces, and
// leaves every other answer as it is.
import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createScriptHolder, HELD_SCRIPT_TYPE, holdScriptsOf, LOADER_ID } from '../hold-scripts.mjs';

const RUNTIME = '/_next/static/chunks/turbopack-abc.js';
const MAIN = '/_next/static/chunks/3adno5of8.js';
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script id="${LOADER_ID}">/* puts them back */</script>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${MAIN}"/>` +
  `<script src="${RUNTIME}" async=""></script><script src="/_next/static/chunks/0cz1d0mv5g.js" noModule=""></script></head>` +
  `<body><p>Café «déjà vu»</p><script>self.__next_f.push([1,"<script src=\\"x\\" async=\\"\\">"])</script>` +
  `<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script><script src="${MAIN}" async=""></script></body></html>`;

const held = (src: string) => `<script type="${HELD_SCRIPT_TYPE}" data-src="${src}"></script>`;
const EXPECTED = PAGE.replace(`<link rel="preload" as="script" fetchPriority="low" href="${MAIN}"/>`, '')
  .replace(`<script src="${RUNTIME}" async=""></script>`, held(RUNTIME))
  .replace(`<script src="${MAIN}" async=""></script>`, held(MAIN));

/** The page rewritten as sent in pieces cut at the given bytes (a cut may split a character). */
function rewriteInPieces(cuts: number[], page = PAGE) {
  const bytes = Buffer.from(page);
  const holder = createScriptHolder();
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(holder.push(bytes.subarray(from, cut)));
    from = cut;
  }
  out.push(holder.end());
  return Buffer.concat(out).toString('utf8');
}

test('each of Next\'s async script tags becomes a held copy, its main script\'s preload goes; the rest is unchanged', () => {
  const out = rewriteInPieces([]);
  expect(out).toBe(EXPECTED);
  expect(out).not.toMatch(/<link rel="preload" as="script"|async=""><\/script>/);
  expect(out).toContain('noModule=""></script>');
  expect(out).toContain('self.__next_f.push');
});

test('a page without the inline script that starts them again keeps its scripts as Next wrote them', () => {
  const withoutLoader = PAGE.replace(/<script id="[^"]*">[^<]*<\/script>/, '');
  expect(withoutLoader).not.toContain(LOADER_ID);
  expect(rewriteInPieces([], withoutLoader)).toBe(withoutLoader);
  expect(rewriteInPieces([40, 300], withoutLoader)).toBe(withoutLoader);
});

test('the answer is the same however its bytes are cut into two or three pieces', () => {
  for (let cut = 1; cut < Buffer.byteLength(PAGE); cut++) {
    expect(rewriteInPieces([cut])).toBe(EXPECTED);
    expect(rewriteInPieces([Math.floor(cut / 2), cut])).toBe(EXPECTED);
  }
});

async function serve(listener: RequestListener) {
  const server = createServer((req, res) => {
    holdScriptsOf(res);
    listener(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('an HTML answer with a Content-Length is sent whole and held, its length dropped; bytes cut inside a character survive', async () => {
  const bytes = Buffer.from(PAGE);
  const cafe = bytes.indexOf('é') + 1; // inside the two bytes of é
  const site = await serve((_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', bytes.length);
    res.write(bytes.subarray(0, cafe));
    res.write(bytes.subarray(cafe, cafe + 50));
    res.end(bytes.subarray(cafe + 50));
  });
  try {
    const answer = await fetch(site.url);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(await answer.text()).toBe(EXPECTED);
  } finally {
    await site.close();
  }
});

test('an answer that is not HTML is sent as it is, with its length', async () => {
  const body = `self.x = '<script src="${RUNTIME}" async=""></script>'`;
  const site = await serve((_, res) => {
    res.setHeader('Content-Type', 'application/javascript');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  });
  try {
    const answer = await fetch(site.url);
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await answer.text()).toBe(body);
  } finally {
    await site.close();
  }
});
