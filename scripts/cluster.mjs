// `npm run cluster` (after `npm run build`): the production shape on this machine, on 127.0.0.1: redis-server
// (unless REDIS_URL names one), CLUSTER_INSTANCES instances of the build (default 2) on CLUSTER_PORT+1…, and nginx
// with deploy/nginx.conf on CLUSTER_PORT (default 8080). The site's variables are passed to every instance.
// One line when all answer; Ctrl-C (or SIGTERM) stops everything it started.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startCluster } from './cluster/start-cluster.mjs';

/** Says what is missing for the cluster, in a line each; empty when nothing is. */
function missing() {
  const problems = [];
  if (!existsSync('.next/BUILD_ID')) problems.push('No production build: run `npm run build` first.');
  const has = (command) => {
    try {
      execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (!has(process.env.NGINX ?? 'nginx'))
    problems.push('No nginx: apt-get install -y nginx libnginx-mod-http-brotli-filter');
  if (!process.env.REDIS_URL && !has(process.env.REDIS_SERVER ?? 'redis-server'))
    problems.push('No redis-server: apt-get install -y redis-server (or set REDIS_URL)');
  return problems;
}

const problems = missing();
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

const port = Number(process.env.CLUSTER_PORT || 8080);
const instances = Number(process.env.CLUSTER_INSTANCES || 2);
const cluster = await startCluster({
  port,
  instances,
  redisUrl: process.env.REDIS_URL,
  microcache: process.env.CLUSTER_MICROCACHE !== 'off',
});
const ports = cluster.instances.map((instance) => instance.port).join(', ');
console.log(
  `Cluster ready at ${cluster.url}: nginx in front of ${instances} instances (ports ${ports}), Redis ${cluster.redisUrl}; logs in ${cluster.runtimeDir}`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the cluster`);
    void cluster.stop().then(() => process.exit(0));
  });
}
