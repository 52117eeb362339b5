// The production shape on one machine: redis-server, several `next start` instances of the build, and nginx
// with deploy/nginx.conf in front, all on 127.0.0.1. `npm run cluster` runs it for a person; the cluster journeys
// and `npm run bench:cluster` start and stop it themselves. Every process is stopped by its own PID.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answers } from '../../e2e/support/answers.mjs';
import { exited } from '../../e2e/support/process-exit.mjs';
import { nginxConfig } from './nginx-config.mjs';

// The project's folder: npm runs its scripts there, as Playwright runs the journeys (no import.meta here: the
// journeys load this file as CommonJS).
const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const HOST = '127.0.0.1';
const STOP_GRACE_MS = 5000;

/** A process in a group of its own (`next start` runs its server as a child), its output appended to `logFile`. */
function startProcess(command, args, { env, logFile, cwd = ROOT }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  return child;
}

/** Sends `signal` to the child's whole group; with SIGTERM, SIGKILL follows if it has not gone within the grace. */
async function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  const kill = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  kill(signal);
  const timer = setTimeout(() => kill('SIGKILL'), STOP_GRACE_MS);
  await done;
  clearTimeout(timer);
}

/** Resolves once `url` answers 2xx; throws when `child` exits first or `timeoutMs` passes. */
async function ready(name, url, child, timeoutMs, logFile) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited before answering at ${url}; see ${logFile}`);
    if (Date.now() > deadline)
      throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A redis-server of the cluster's own, in memory only (a test's data need not survive), on `port`. */
function ownedRedis(port, runtimeDir) {
  const logFile = path.join(runtimeDir, 'redis.log');
  let child = null;
  const handle = {
    url: `redis://${HOST}:${port}`,
    async start() {
      const args = ['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', runtimeDir];
      child = startProcess(process.env.REDIS_SERVER ?? 'redis-server', args, { env: process.env, logFile });
      const deadline = Date.now() + 10_000;
      const { Redis } = await import('ioredis');
      for (;;) {
        const probe = new Redis(handle.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        probe.on('error', () => undefined);
        const pong = await probe
          .connect()
          .then(() => probe.ping())
          .catch(() => null);
        probe.disconnect();
        if (pong === 'PONG') return;
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`redis-server did not start on ${port}; see ${logFile}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => (child ? stopProcess(child) : Promise.resolve()),
  };
  return handle;
}

/**
 * Starts the cluster: `instances` instances on port+1…, nginx on `port`, and a redis-server on port+90 unless
 * `redisUrl` names one. The instances get `baseEnv` (this process's by default) with `env` over it.
 */
export async function startCluster({
  port = 8080,
  instances = 2,
  redisUrl,
  env = {},
  baseEnv = process.env,
  microcache = true,
  runtimeDir,
  readyTimeoutMs = 60_000,
} = {}) {
  const dir = runtimeDir ?? mkdtempSync(path.join(tmpdir(), 'site-cluster-'));
  mkdirSync(dir, { recursive: true });
  const started = [];
  const stopAll = async () => {
    for (const part of started.splice(0).reverse()) await part.stop();
  };
  try {
    const redis = redisUrl ? null : ownedRedis(port + 90, dir);
    if (redis) {
      await redis.start();
      started.push(redis);
    }
    const sharedUrl = redisUrl ?? redis.url;
    const siteEnv = {
      SITE_URL: `http://${HOST}:${port}`,
      ...baseEnv,
      ...env,
      REDIS_URL: sharedUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    };

    const instanceHandles = Array.from({ length: instances }, (_, index) => {
      const instancePort = port + 1 + index;
      const logFile = path.join(dir, `instance-${index + 1}.log`);
      let child = null;
      const handle = {
        port: instancePort,
        url: `http://${HOST}:${instancePort}`,
        logFile,
        get pid() {
          return child?.pid;
        },
        async start() {
          child = startProcess(process.execPath, [NEXT_BIN, 'start', '-H', HOST, '-p', String(instancePort)], {
            env: siteEnv,
            logFile,
          });
          await ready(`instance ${index + 1}`, `${handle.url}/api/health`, child, readyTimeoutMs, logFile);
        },
        /** SIGTERM by default; SIGKILL for an instance that dies. */
        stop: (signal) => (child ? stopProcess(child, signal) : Promise.resolve()),
      };
      return handle;
    });
    await Promise.all(instanceHandles.map((instance) => instance.start()));
    started.push(...instanceHandles);

    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        listen: `${HOST}:${port}`,
        upstreams: instanceHandles.map((instance) => `${HOST}:${instance.port}`),
        runtimeDir: dir,
        microcache,
      }),
    );
    // As root (a test machine), nginx's workers run as root too, so they can write the cache in this folder.
    const global = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
    const nginxLog = path.join(dir, 'nginx.log');
    const nginxChild = startProcess(
      process.env.NGINX ?? 'nginx',
      ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', global],
      { env: process.env, logFile: nginxLog },
    );
    const nginx = { url: `http://${HOST}:${port}`, pid: nginxChild.pid, stop: () => stopProcess(nginxChild) };
    started.push(nginx);
    await ready('nginx', `${nginx.url}/api/health`, nginxChild, readyTimeoutMs, nginxLog);

    return {
      url: nginx.url,
      runtimeDir: dir,
      redisUrl: sharedUrl,
      redis,
      instances: instanceHandles,
      nginx,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
