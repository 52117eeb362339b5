// The production shape the cluster journeys run against: `npm run cluster`'s own starter (nginx with
// deploy/nginx.conf, two `next start` instances, a redis-server) fed by a stand-in of the journeys' own.
import { test } from '@playwright/test';
import { startCluster, type Cluster } from '../../scripts/cluster/start-cluster.mjs';
import { clusterPorts } from './ports.mjs';
import { cleanEnv, newDataDir, startStandin, type OwnedStandin } from './site-process';

export const REVALIDATE_SECRET = 'cluster-revalidate-secret';

export type ClusterOnStandin = { cluster: Cluster; standin: OwnedStandin };

/** Starts a stand-in and the cluster on it; `env` adds the site's settings (an hour of cache time by default). */
export async function startClusterOnStandin(env: Record<string, string> = {}): Promise<ClusterOnStandin> {
  const ports = clusterPorts();
  const standin = await startStandin(ports.standin, ports.standinControl);
  try {
    const settings = {
      CMS_API_URL: standin.url,
      SITE_URL: `http://127.0.0.1:${ports.front}`,
      REVALIDATE_SECRET,
      CMS_CACHE_SECONDS: '3600',
      FORMS_RATE_LIMIT: '100',
      FORM_MAIL_URL: `${standin.url}/form-mail`,
      DATA_DIR: newDataDir(),
      ...env,
    };
    const cluster = await startCluster({ port: ports.front, instances: 2, env: settings, baseEnv: cleanEnv({}) });
    return { cluster, standin };
  } catch (error) {
    await standin.stop();
    throw error;
  }
}

/** One cluster for the journeys of a file, started before them and stopped after. */
export function clusterForFile(env: Record<string, string> = {}): () => ClusterOnStandin {
  let running: ClusterOnStandin | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    running = await startClusterOnStandin(env);
  });
  test.afterAll(async () => {
    await running?.cluster.stop();
    await running?.standin.stop();
  });
  return () => {
    if (!running) throw new Error('the cluster did not start');
    return running;
  };
}

/** Sends the back office's webhook to `base` (an instance or nginx). */
export async function revalidate(base: string, body: object = {}): Promise<Response> {
  return fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The page's HTML at `url`, fetched anew (status checked). */
export async function html(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Whether the page at `url`, fetched anew, holds `text` (a plain yes or no keeps a failure's report short). */
export async function shows(url: string, text: string): Promise<boolean> {
  return (await html(url)).includes(text);
}
