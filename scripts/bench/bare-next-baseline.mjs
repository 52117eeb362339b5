// The load benchmark's second yardstick: what Next itself does with the same bytes. Builds the bare app of
// bare-next-app.mjs with the project's own Next and React in a scratch folder inside .next (ignored by git,
// ESLint and tsc; module resolution finds the project's node_modules), starts it with `next start`, and says
// how much each page weighs. A failed build is reported, and the benchmark carries on without this baseline.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bareNextFiles, SMALL_PAGE_PATH, textOfSameWeight, writeFiles } from './bare-next-app.mjs';
import { exited } from '../../e2e/support/process-exit.mjs';
import { startProcess, waitForUrl } from './processes.mjs';
import { fileForPath } from './static-baseline.mjs';

const ROOT = process.cwd();
const DIR = join(ROOT, '.next', 'bench-load-bare-next');
const NEXT = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const ENV = { NEXT_TELEMETRY_DISABLED: '1' };

export const removeBareNext = () => rmSync(DIR, { recursive: true, force: true });

async function uncompressedBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * Builds and starts the bare app on `port` with one page per path of `paths`, made from the HTML saved in
 * `pagesRoot`. Resolves to `{ base, smallPath, buildSeconds, htmlBytes }` (htmlBytes: path -> { site, bare },
 * uncompressed), or to `{ error }` when the app could not be built or started.
 */
export async function startBareNext({ pagesRoot, paths, port, logFile }) {
  removeBareNext();
  const htmlBytes = {};
  const texts = {};
  for (const path of paths) {
    const html = readFileSync(join(pagesRoot, fileForPath(path)), 'utf8');
    htmlBytes[path] = { site: Buffer.byteLength(html) };
    texts[path] = textOfSameWeight(html);
  }
  try {
    writeFiles(DIR, bareNextFiles(ROOT, texts));
  } catch (err) {
    return { error: `its files could not be written (${err.message})` };
  }
  const started = performance.now();
  const code = await exited(
    startProcess('bare next build', process.execPath, [NEXT, 'build', DIR], { env: ENV, logFile }),
  );
  const buildSeconds = (performance.now() - started) / 1000;
  if (code !== 0) return { error: `\`next build\` failed (exit code ${code}; its output is in ${logFile})` };
  const notPrerendered = [...paths, SMALL_PAGE_PATH].filter(
    (path) => !existsSync(join(DIR, '.next', 'server', 'app', fileForPath(path))),
  );
  if (notPrerendered.length > 0) return { error: `not prerendered at build: ${notPrerendered.join(', ')}` };

  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(
    'bare next start',
    process.execPath,
    [NEXT, 'start', DIR, '-H', '127.0.0.1', '-p', String(port)],
    { env: ENV, logFile },
  );
  try {
    await waitForUrl(`${base}${SMALL_PAGE_PATH}`, server, 60_000);
    for (const path of paths) htmlBytes[path].bare = await uncompressedBytes(`${base}${path}`);
    htmlBytes[SMALL_PAGE_PATH] = { bare: await uncompressedBytes(`${base}${SMALL_PAGE_PATH}`) };
  } catch (err) {
    return { error: `\`next start\` did not serve the pages (${err.message})` };
  }
  return { base, smallPath: SMALL_PAGE_PATH, buildSeconds, htmlBytes, serverPid: server.pid };
}
