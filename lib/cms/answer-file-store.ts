// The last good answers on disk, under `.next/cache` beside Next's page cache: a server restarted while the
// content service is down still draws its pages, `/about` still leads to its page and an unknown id is still a
// whole 404 page.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_KEYS } from './bounded-map';
import type { LastGoodStore } from './cache';
import { errorMessage } from '@/lib/error-message';

/** `.next/cache/cms-answers`: kept with the build's cache on the persistent volume (docs/deployment.md). */
export const ANSWERS_DIR = path.join(process.cwd(), '.next', 'cache', 'cms-answers');

type Warn = (message: string) => void;

/** This build's files, oldest first (by when they were last written), to drop the oldest past MAX_KEYS. */
async function filesByAge(folder: string): Promise<Set<string>> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  const written = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(folder, name)).catch(() => null))?.mtimeMs ?? 0 })),
  );
  return new Set(written.sort((a, b) => a.at - b.at).map(({ name }) => name));
}

/**
 * Answers kept as one JSON file per key in a folder of this build's own (what is stored is our view models,
 * which another build may shape differently); the first save of a process removes earlier builds' folders. At
 * most MAX_KEYS files are kept, the oldest dropped first, so no run of made-up addresses fills the disk.
 */
export function answerFileStore(dir: string, build: string, warn: Warn = console.warn): LastGoodStore {
  const buildFolder = build.replace(/[^\w.-]/g, '_');
  const buildDir = path.join(dir, buildFolder);
  const nameOf = (key: string) => `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`;
  /** What was last written per key, so an unchanged answer is not written again at every refresh. */
  const written = new Map<string, string>();
  /** Each key's writes, one after another, so the last answer is the one left on disk. */
  const writes = new Map<string, Promise<void>>();
  let removedOthers = false;
  let files: Promise<Set<string>> | undefined;
  let partials = 0;
  let warned = false;

  const folder = () =>
    (files ??= (async () => {
      await mkdir(buildDir, { recursive: true });
      if (!removedOthers) {
        removedOthers = true;
        const others = (await readdir(dir)).filter((name) => name !== buildFolder);
        await Promise.all(others.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
      }
      return filesByAge(buildDir);
    })().catch((error: unknown) => {
      // Looked at again on the next save (the folder may be writable by then).
      files = undefined;
      throw error;
    }));

  const write = async (key: string, json: string) => {
    const kept = await folder();
    const name = nameOf(key);
    kept.delete(name);
    for (const oldest of kept) {
      if (kept.size < MAX_KEYS) break;
      kept.delete(oldest);
      await rm(path.join(buildDir, oldest), { force: true });
    }
    // Written whole under a name of its own, then renamed: a restart in the middle never leaves half an answer.
    const partial = path.join(buildDir, `${name}.${process.pid}.${(partials += 1)}.partial`);
    await writeFile(partial, json);
    await rename(partial, path.join(buildDir, name));
    kept.add(name);
  };

  return {
    async load(key) {
      try {
        const stored: unknown = JSON.parse(await readFile(path.join(buildDir, nameOf(key)), 'utf8'));
        // A file is trusted only for the key it names (a hash collision, or a hand-edited file, is none).
        if (typeof stored === 'object' && stored !== null && 'key' in stored && stored.key === key && 'value' in stored)
          return { value: stored.value };
      } catch {
        // None kept, or unreadable: as if never answered.
      }
      return undefined;
    },
    save(key, value) {
      const json = JSON.stringify({ key, value });
      if (written.get(key) === json) return writes.get(key) ?? Promise.resolve();
      written.delete(key);
      written.set(key, json);
      if (written.size > MAX_KEYS) written.delete(written.keys().next().value!);
      const saved = (writes.get(key) ?? Promise.resolve())
        .then(() => write(key, json))
        .catch((error: unknown) => {
          if (written.get(key) === json) written.delete(key);
          if (!warned) warn(`[cms] the last good answers cannot be kept in ${dir}: ${errorMessage(error)}`);
          warned = true;
        });
      writes.set(key, saved);
      void saved.then(() => writes.get(key) === saved && writes.delete(key));
      return saved;
    },
  };
}
