// Without Redis, Next keeps its page cache on disk in the build's folder, under each page's address alone: the
// build's prerendered pages in `.next/server/app` (drawn for the service the build was made with), what it renders
// later in `.next/server/route-cache` (Next 16.4), data in `.next/cache/fetch-cache`. At start, when the service (lib/service-identity.mjs) is not the one that cache was filled
// for, it is emptied, so that one build never shows another service's pages: each is drawn again on its first
// request. (With Redis, cache-handler.mjs keeps each identity's pages under keys of their own.)
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceIdentity } from './service-identity.mjs';

/** What Next writes of a cached page or route handler's answer (its code, `.js`, stays). */
const CACHED_ANSWER = /\.(html|rsc|meta|body|segments)$/;

/** Every cached answer under `folder`, and the folders of a page's segments. */
async function cachedAnswers(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => CACHED_ANSWER.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Empties the page cache on disk when it was filled for another identity than `env`'s. `builtFor`: the identity
 * the build was made with, whose pages it holds until a server has started.
 */
export async function forgetAnotherServicesPages(
  builtFor: string,
  env: Record<string, string | undefined> = process.env,
  distDir = join(process.cwd(), '.next'),
): Promise<boolean> {
  const stamp = join(distDir, 'cache', 'service-identity');
  const now = serviceIdentity(env);
  const filledFor = (await readFile(stamp, 'utf8').catch(() => builtFor)).trim();
  if (filledFor === now) return false;
  const answers = await cachedAnswers(join(distDir, 'server', 'app'));
  await Promise.all(
    [...answers, join(distDir, 'server', 'route-cache'), join(distDir, 'cache', 'fetch-cache')].map((path) =>
      rm(path, { recursive: true, force: true }),
    ),
  );
  await writeFile(stamp, now);
  console.info(`[page cache] drawn for another service (${filledFor}): emptied for ${now}`);
  return true;
}
