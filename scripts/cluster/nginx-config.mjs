// deploy/nginx.conf with its {{…}} values filled for one machine: what `npm run cluster` runs, so the tests and the
// benchmark exercise the configuration an operator deploys.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Read from the project's folder, where npm runs its scripts and Playwright the journeys. */
const TEMPLATE = path.join(process.cwd(), 'deploy', 'nginx.conf');

/**
 * The configuration for nginx listening on `listen` in front of `upstreams` (host:port each), with its files in
 * `runtimeDir`; `microcache` false leaves pages unkept (the benchmark's comparison of instances); `template` another
 * version of deploy/nginx.conf's text (scripts/bench/front-before-after.mjs).
 */
export function nginxConfig({ listen, upstreams, runtimeDir, microcache = true, template: text }) {
  const values = {
    LISTEN: listen,
    UPSTREAM_SERVERS: upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n    '),
    RUNTIME_DIR: runtimeDir,
    PAGE_CACHE: microcache ? 'site' : 'off',
  };
  // The header's lines that explain the placeholders go first: filled, they would read oddly.
  const template = (text ?? readFileSync(TEMPLATE, 'utf8')).replace(/^# {3}\{\{.*\n/gm, '');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${placeholder}`);
    return values[name];
  });
}
