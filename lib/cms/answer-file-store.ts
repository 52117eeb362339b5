// The proxy's last good answers on disk, under `.next/cache` beside Next's data cache: a server restarted
// while the content service is down still knows the menu tree, so `/about` still leads to its page and an
// unknown id is still a whole 404 page (the pages' own answers already survive in Next's data cache).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_KEYS } from './bounded-map';
import type { LastGoodStore } from './cache';

/** `.next/cache/proxy-answers`: kept with the build's cache on the persistent volume (README, production). */
export const PROXY_ANSWERS_DIR = path.join(process.cwd(), '.next', 'cache', 'proxy-answers');

type Warn = (message: string) => void;

/**
 * Answers kept as one JSON file per key in a folder of this build's own (what is stored is our view
 * models, which another build may shape differently); the first save removes earlier builds' folders.
 * At most MAX_KEYS keys are saved, so no run of made-up addresses fills the disk.
 */
export function answerFileStore(dir: string, build: string, warn: Warn = console.warn): LastGoodStore {
  const buildFolder = build.replace(/[^\w.-]/g, '_');
  const buildDir = path.join(dir, buildFolder);
  const fileOf = (key: string) => path.join(buildDir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`);
  /** What was last written per key, so an unchanged answer is not written again at every refresh. */
  const written = new Map<string, string>();
  let ready: Promise<void> | undefined;
  let warned = false;
  const prepare = () =>
    (ready ??= (async () => {
      await mkdir(buildDir, { recursive: true });
      const others = (await readdir(dir)).filter((name) => name !== buildFolder);
      await Promise.all(others.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
    })());

  return {
    async load(key) {
      try {
        const stored: unknown = JSON.parse(await readFile(fileOf(key), 'utf8'));
        // A file is trusted only for the key it names (a hash collision, or a hand-edited file, is none).
        if (typeof stored === 'object' && stored !== null && 'key' in stored && stored.key === key && 'value' in stored) return { value: stored.value };
      } catch {
        // None kept, or unreadable: as if never answered.
      }
      return undefined;
    },
    async save(key, value) {
      const json = JSON.stringify({ key, value });
      if (written.get(key) === json || (!written.has(key) && written.size >= MAX_KEYS)) return;
      written.set(key, json);
      try {
        await prepare();
        const file = fileOf(key);
        const partial = `${file}.${process.pid}.partial`;
        // Written whole, then renamed: a restart in the middle never leaves half an answer to read.
        await writeFile(partial, json);
        await rename(partial, file);
      } catch (error) {
        written.delete(key);
        if (!warned) warn(`[cms] the proxy's last good answers cannot be kept in ${dir}: ${error instanceof Error ? error.message : String(error)}`);
        warned = true;
      }
    },
  };
}
