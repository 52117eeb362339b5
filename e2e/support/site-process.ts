// Servers a journey owns from start to stop: the production build (`next start`, as `npm start` runs it) with its own
// environment, and a content-service stand-in of its own. The freshness journeys need them to set a
// cache time, to restart a server on the same build and cache, or to change content without
// disturbing the shared servers of playwright.config.ts. Each binds 127.0.0.1 on the ports it is
// given (e2e/support/ports.mjs) and is stopped by its process id.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answers } from './answers.mjs';
import { ownedPorts } from './ports.mjs';
import { exited } from './process-exit.mjs';
import { standinControl } from './standin';

const HOST = '127.0.0.1';
const ROOT = path.resolve(__dirname, '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of its output the error shows when a server does not come up. */
const KEPT_OUTPUT_CHARS = 4000;

/** Variables of the parent that would change what the server under test is. */
const INHERITED_SETTINGS =
  /^(CMS_|CONTACT_|FORMS?_|SMTP_|STRIPE_|DONATION_|SITE_URL$|SITE_NAME$|REVALIDATE_SECRET$|REDIS_URL$|DATA_DIR$|E2E_THROW_ROUTE$|NODE_ENV$)/;

export type OwnedServer = {
  url: string;
  pid: number;
  /** Everything it has written to stdout and stderr so far. */
  log(): string;
  /** Ends the server (SIGTERM, SIGKILL after 10 s) and waits until it has exited. */
  stop(): Promise<void>;
};

/** This process's environment without the site's settings, with `env` over it. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const key of Object.keys(clean)) if (INHERITED_SETTINGS.test(key)) Reflect.deleteProperty(clean, key);
  return Object.assign(clean, env);
}

/** Spawns `args` in a process group of its own and resolves once `readyUrl` answers 2xx. */
export async function startServer(
  name: string,
  args: string[],
  env: Record<string, string>,
  url: string,
  readyUrl: string,
): Promise<OwnedServer> {
  // Another server on the port would pass for ours (which then fails to bind) and be tested instead.
  if (await answers(readyUrl))
    throw new Error(
      `${name}: something already answers at ${readyUrl}; free the port or set E2E_BASE_PORT / STANDIN_BASE_PORT`,
    );
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: cleanEnv(env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} did not start`);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    process.kill(-pid, 'SIGTERM');
    const timer = setTimeout(() => child.exitCode === null && process.kill(-pid, 'SIGKILL'), STOP_TIMEOUT_MS);
    await done;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (child.exitCode !== null || !(await answers(readyUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not come up at ${readyUrl}:\n${output.slice(-KEPT_OUTPUT_CHARS)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid, stop, log: () => output };
}

/** A new, empty folder for a site's outbox (DATA_DIR); a journey that restarts a site passes the same one again. */
export const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'charity-site-'));

/**
 * The production build on `port` (`next start`, as `npm start` runs it) with exactly `env` for the site's settings (none
 * inherited; DATA_DIR a new folder unless given). Ready once a static file answers, so the probe warms no page and no
 * content cache.
 */
export function startSite(port: number, env: Record<string, string>): Promise<OwnedServer> {
  const url = `http://${HOST}:${port}`;
  const settings = { DATA_DIR: newDataDir(), ...env };
  return startServer(
    `site server :${port}`,
    [NEXT_BIN, 'start', '-H', HOST, '-p', String(port)],
    settings,
    url,
    `${url}/brand/favicon.svg`,
  );
}

export type OwnedStandin = OwnedServer & { control: ReturnType<typeof standinControl> };

/**
 * A stand-in content service of the journey's own (scripts/cms-standin/server.mjs), with its
 * control client. Its API is served below a base path new to every run: the build's caches live on
 * disk under .next, and a service address never seen before has no page or answer cached.
 */
export async function startStandin(port: number, controlPort: number): Promise<OwnedStandin> {
  const controlUrl = `http://${HOST}:${controlPort}`;
  const basePath = `/run-${randomUUID().slice(0, 8)}`;
  const env = {
    CMS_STANDIN_PORT: String(port),
    CMS_STANDIN_CONTROL_PORT: String(controlPort),
    CMS_STANDIN_BASE_PATH: basePath,
  };
  const script = path.join(ROOT, 'scripts', 'cms-standin', 'server.mjs');
  const server = await startServer(
    `stand-in :${port}`,
    [script],
    env,
    `http://${HOST}:${port}${basePath}`,
    `${controlUrl}/requests`,
  );
  return { ...server, control: standinControl(controlUrl) };
}

export type SiteOnStandin = { site: OwnedServer; standin: OwnedStandin };

/** A stand-in and a site reading it (CMS_API_URL, SITE_URL its own address), on the ports of `slot`; `env` adds settings. */
export async function startSiteOnStandin(slot: number, env: Record<string, string> = {}): Promise<SiteOnStandin> {
  const ports = ownedPorts(slot);
  const standin = await startStandin(ports.standin, ports.standinControl);
  try {
    const site = await startSite(ports.site, {
      CMS_API_URL: standin.url,
      SITE_URL: `http://${HOST}:${ports.site}`,
      ...env,
    });
    return { site, standin };
  } catch (error) {
    await standin.stop();
    throw error;
  }
}

/** Stops every server given (those that started), even when one of them fails to stop. */
export async function stopAll(...servers: (OwnedServer | undefined)[]): Promise<void> {
  await Promise.allSettled(servers.map((server) => server?.stop()));
}
