// The outbox on disk (DATA_DIR, default `.data/`): where submissions wait without Redis, or while it is away. A
// submission is a JSON file, written whole and flushed before the visitor is thanked; a sidecar says when to try
// again. An instance claims a file by moving it (one rename: never two at once), and deletes it once delivered.
// A claim names its process (pid and host), so a claim whose process is gone is taken back at once, not after
// STALE_CLAIM_MS.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { backoffMs, type EntrySummary, type Submission } from './submission.ts';

type Meta = { form: string; receivedAt: string; attempts: number; lastError?: string; nextAttemptAt: string };
/** Who is delivering a claimed submission. */
type Owner = { pid: number; host: string };

/** True while the process `pid` of this host runs (signal 0 checks, sends nothing; EPERM: it runs as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when `owner` is known gone: a process of this host that no longer runs. Another host's is never known. */
const ownerGone = (owner: Owner | null) =>
  owner !== null && owner.host === hostname() && Number.isInteger(owner.pid) && !running(owner.pid);

/** A claim older than this belongs to an instance that stopped mid-delivery: the file waits again. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** `DATA_DIR/outbox`. */
export function outboxDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR?.trim() || '.data', 'outbox');
}

/** Writes `text` to `file` whole: a new file flushed to disk, then renamed over, then the folder flushed. */
async function writeDurably(file: string, text: string): Promise<void> {
  const partial = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.partial`;
  const handle = await open(partial, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export function fileOutbox(dir: string) {
  const waiting = path.join(dir, 'waiting');
  const sending = path.join(dir, 'sending');
  const entry = (id: string) => path.join(waiting, `${id}.json`);
  const meta = (id: string) => path.join(waiting, `${id}.meta.json`);
  const claimed = (id: string) => path.join(sending, `${id}.json`);
  const owner = (id: string) => path.join(sending, `${id}.owner.json`);
  const ready = Promise.all([
    mkdir(waiting, { recursive: true, mode: 0o700 }),
    mkdir(sending, { recursive: true, mode: 0o700 }),
  ]);

  const ids = async (folder: string) =>
    (await readdir(folder))
      .filter((name) => /^[\w-]+\.json$/.test(name) && !name.endsWith('.meta.json'))
      .map((name) => name.slice(0, -5));

  const metaOf = async (id: string): Promise<Meta | null> => readJson<Meta>(meta(id));

  /** A claimed entry waits again; false when it was not claimed (any more). */
  const release = async (id: string): Promise<boolean> => {
    const released = await rename(claimed(id), entry(id)).then(
      () => true,
      () => false,
    );
    await rm(owner(id), { force: true });
    return released;
  };

  return {
    dir,
    /** Keeps `submission` until it is delivered; resolves once it is on disk. */
    async put(submission: Submission): Promise<void> {
      await ready;
      await writeDurably(entry(submission.id), JSON.stringify(submission));
      const state: Meta = {
        form: submission.form,
        receivedAt: submission.receivedAt,
        attempts: 0,
        nextAttemptAt: submission.receivedAt,
      };
      await writeDurably(meta(submission.id), JSON.stringify(state));
    },

    /** The ids whose next try is due at `now`, oldest first. */
    async due(now = Date.now()): Promise<string[]> {
      await ready;
      const due: { id: string; at: number }[] = [];
      for (const id of await ids(waiting)) {
        const state = await metaOf(id);
        const at = state ? Date.parse(state.nextAttemptAt) : 0;
        if (at <= now) due.push({ id, at });
      }
      return due.sort((a, b) => a.at - b.at).map(({ id }) => id);
    },

    /** Takes `id` for delivery (null when another instance took it first, or it is gone). */
    async claim(id: string): Promise<Submission | null> {
      try {
        await rename(entry(id), claimed(id));
      } catch {
        return null;
      }
      // A rename keeps the file's time: without this, an entry that waited out a long outage would look like a
      // stale claim to another instance on the same DATA_DIR, and be delivered twice.
      const now = new Date();
      await utimes(claimed(id), now, now).catch(() => undefined);
      const mine: Owner = { pid: process.pid, host: hostname() };
      await writeFile(owner(id), JSON.stringify(mine), { mode: 0o600 }).catch(() => undefined);
      const submission = await readJson<Submission>(claimed(id));
      if (!submission) await release(id);
      return submission;
    },

    /** Delivered: the submission, CV included, leaves the disk. */
    async delivered(id: string): Promise<void> {
      await rm(claimed(id), { force: true });
      await rm(owner(id), { force: true });
      await rm(meta(id), { force: true });
    },

    /** Not delivered: it waits again, for the next try after the back-off. */
    async failed(id: string, error: string, now = Date.now()): Promise<Meta> {
      const previous = await metaOf(id);
      const attempts = (previous?.attempts ?? 0) + 1;
      const state: Meta = {
        form: previous?.form ?? '?',
        receivedAt: previous?.receivedAt ?? new Date(now).toISOString(),
        attempts,
        lastError: error,
        nextAttemptAt: new Date(now + backoffMs(attempts)).toISOString(),
      };
      await writeDurably(meta(id), JSON.stringify(state));
      await rename(claimed(id), entry(id));
      await rm(owner(id), { force: true });
      return state;
    },

    /**
     * Claims left behind by an instance that stopped mid-delivery wait again: at once when their process is known
     * gone, else once STALE_CLAIM_MS old (another host's process, a claim that names none); resolves to how many.
     */
    async recoverStale(now = Date.now()): Promise<number> {
      await ready;
      let recovered = 0;
      for (const id of await ids(sending)) {
        const changed = (await stat(claimed(id)).catch(() => null))?.mtimeMs ?? now;
        const abandoned = now - changed >= STALE_CLAIM_MS || ownerGone(await readJson<Owner>(owner(id)));
        if (abandoned && (await release(id))) recovered += 1;
      }
      return recovered;
    },

    /** What waits, and what is being delivered: no field of the visitor's. */
    async list(): Promise<EntrySummary[]> {
      await ready;
      const summaries: EntrySummary[] = [];
      for (const [folder, where] of [
        [waiting, 'waiting'],
        [sending, 'being delivered'],
      ] as const) {
        for (const id of await ids(folder)) {
          const state = await metaOf(id);
          summaries.push({
            id,
            form: state?.form ?? '?',
            receivedAt: state?.receivedAt ?? '?',
            attempts: state?.attempts ?? 0,
            lastError: state?.lastError,
            nextAttemptAt: state?.nextAttemptAt,
            where: `disk, ${where}`,
          });
        }
      }
      return summaries;
    },

    /**
     * Makes every waiting entry (or the one `id`) due now, with the claims of processes that are gone; resolves to
     * how many.
     */
    async retryNow(id?: string): Promise<number> {
      await this.recoverStale();
      let count = 0;
      for (const waitingId of await ids(waiting)) {
        if (id && waitingId !== id) continue;
        const state = await metaOf(waitingId);
        if (state)
          await writeFile(meta(waitingId), JSON.stringify({ ...state, nextAttemptAt: new Date().toISOString() }));
        count += 1;
      }
      return count;
    },
  };
}

export type FileOutbox = ReturnType<typeof fileOutbox>;
