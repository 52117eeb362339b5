// Without Redis, Next keeps its page cache under each page's address alone, and one build folder may serve several
// content services at once (one server each). So each server keeps the pages it renders in its own memory
// (next.config.ts `isrFlushToDisk: false`), and what is on disk is only the build's: its prerendered pages in
// `.next/server/app`, drawn for the service the build was made with (lib/service-identity.mjs). A server started
// for another service removes those at start, so that it draws each page on its first request instead.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceIdentity } from './service-identity.mjs';

/** What Next writes of a prerendered page or route handler's answer (its code, `.js`, stays). */
const CACHED_ANSWER = /\.(html|rsc|meta|body|segments)$/;

/** Every cached answer under `folder`, and the folders of a page's segments. */
async function cachedAnswers(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => CACHED_ANSWER.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Removes the page cache on disk that is not this server's: pages written by an earlier server (before pages were
 * kept in memory), and the build's own when `builtFor` (the identity the build was made with) is not `env`'s.
 * Says whether the build's pages were removed.
 */
export async function forgetAnotherServicesPages(
  builtFor: string,
  env: Record<string, string | undefined> = process.env,
  distDir = join(process.cwd(), '.next'),
): Promise<boolean> {
  const anotherService = serviceIdentity(env) !== builtFor;
  const built = anotherService ? await cachedAnswers(join(distDir, 'server', 'app')) : [];
  const written = [join(distDir, 'server', 'route-cache'), join(distDir, 'cache', 'fetch-cache')];
  await Promise.all([...built, ...written].map((path) => rm(path, { recursive: true, force: true })));
  if (anotherService) console.info(`[page cache] the build's pages are another service's (${builtFor}): removed`);
  return anotherService;
}
