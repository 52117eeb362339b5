// The yardstick for `npm run bench`: a bare Next page (a layout and one paragraph, no client code of
// ours), built with the project's own Next and React in a scratch folder and measured like the site's
// pages. Run by scripts/bench.mjs unless BENCH_BASELINE=0; it costs one extra `next build`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { benchPhone } from './bench-phone.mjs';
import { bareNextScaffold, writeFiles } from './bench/bare-next-app.mjs';
import { assertNothingListens, startProcess, stopAll, waitForUrl } from './bench/processes.mjs';

const ROOT = process.cwd();
// Inside .next: ignored by git, ESLint and tsc, and module resolution finds the project's node_modules.
const DIR = path.join(ROOT, '.next', 'bench-baseline');
const NEXT = path.join(ROOT, 'node_modules', '.bin', 'next');

const FILES = {
  ...bareNextScaffold(ROOT, {
    name: 'bench-baseline',
    title: 'Baseline',
    description: 'A bare Next page: the yardstick of the phone figures.',
  }),
  'app/page.jsx': `import { connection } from 'next/server';
export default async function Page() {
  await connection();
  return (<main><h1>Baseline</h1><p>A server-rendered page with no client code of its own.</p></main>);
}
`,
};

export async function benchBaseline(port, logFile) {
  rmSync(DIR, { recursive: true, force: true });
  writeFiles(DIR, FILES);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(NEXT, ['build'], { cwd: DIR, env, stdio: 'ignore' });
  if (build.status !== 0) {
    console.log('\nBaseline: the bare Next page did not build; no baseline figures.');
    return;
  }
  const base = `http://127.0.0.1:${port}`;
  try {
    await assertNothingListens(base);
    const server = startProcess('bare next start', NEXT, ['start', DIR, '-H', '127.0.0.1', '-p', String(port)], {
      env,
      logFile,
    });
    await waitForUrl(`${base}/`, server, 20_000);
    console.log('\nBaseline: a bare Next page built in a scratch folder with the same Next and React');
    return await benchPhone([['(bare Next page)', `${base}/`]]);
  } finally {
    await stopAll();
    rmSync(DIR, { recursive: true, force: true });
  }
}
