// The one outbox of the server process: what the forms hand their submissions to, before the visitor is thanked,
// and what delivers them. In the cluster's Redis when there is one (a queue every instance shares), else on disk;
// on disk too whenever Redis cannot take a submission, so none is ever lost.
import { errorMessage } from '../error-message.ts';
import { processWide } from '../process-wide.ts';
import { redisUrl } from '../redis.mjs';
import { configuredChannel, type Channel } from './channels.ts';
import { fileOutbox, outboxDir } from './file-outbox.ts';
import { redisOutbox } from './redis-outbox.ts';
import type { EntrySummary, Submission } from './submission.ts';

/** How often the disk outbox is looked at for what is due (a submission made here is tried at once). */
const POLL_MS = 2000;

type Env = Record<string, string | undefined>;

const errorText = (error: unknown) => errorMessage(error).split('\n')[0]!.slice(0, 300);

function makeOutbox(env: Env) {
  const disk = fileOutbox(outboxDir(env));
  const url = redisUrl(env);
  const shared = url ? redisOutbox(url) : null;
  shared?.connect();
  const channel = configuredChannel(env);
  let started = false;
  let working = false;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** One delivery, logged by form and id only: the visitor's details never reach a log. */
  async function deliver(deliverer: Channel, submission: Submission): Promise<void> {
    await deliverer.deliver(submission);
    console.log(`[forms] ${submission.form} ${submission.id} delivered by ${deliverer.name}`);
  }

  /** Everything due on disk, one after another; a call while one runs makes it look again afterwards. */
  async function drainDisk(deliverer: Channel): Promise<void> {
    if (working) {
      again = true;
      return;
    }
    working = true;
    try {
      do {
        again = false;
        await disk.recoverStale();
        for (const id of await disk.due()) {
          const submission = await disk.claim(id);
          if (!submission) continue;
          try {
            await deliver(deliverer, submission);
            await disk.delivered(id);
          } catch (error) {
            const state = await disk.failed(id, errorText(error));
            console.error(
              `[forms] ${submission.form} ${id} not delivered by ${deliverer.name} (attempt ${state.attempts}: ${errorText(error)}); next try ${state.nextAttemptAt}`,
            );
          }
        }
      } while (again);
    } catch (error) {
      console.error(`[forms] the outbox in ${disk.dir} cannot be read: ${errorText(error)}`);
    } finally {
      working = false;
    }
  }

  return {
    /**
     * Keeps `submission` until it is delivered (Redis, else disk); resolves once it is stored, so the visitor can
     * be thanked. Rejects only when neither can keep it.
     */
    async put(submission: Submission): Promise<void> {
      let kept = false;
      if (shared) {
        kept = await shared.put(submission).then(
          () => true,
          (error: unknown) => (
            console.error(
              `[forms] Redis cannot take ${submission.form} ${submission.id} now (${errorText(error)}); kept on disk`,
            ),
            false
          ),
        );
      }
      if (!kept) await disk.put(submission);
      if ('missing' in channel)
        console.warn(`[forms] ${submission.form} ${submission.id} waits in the outbox: ${channel.missing}`);
      else if (!kept || !shared) void drainDisk(channel);
    },

    /** Starts delivering (once per process): the disk outbox, and the shared queue's worker when there is one. */
    startDelivery(): void {
      if (started) return;
      started = true;
      if ('missing' in channel) {
        console.warn(`[forms] submissions are kept in the outbox but not delivered: ${channel.missing}`);
        return;
      }
      timer = setInterval(() => void drainDisk(channel), POLL_MS);
      timer.unref();
      void drainDisk(channel);
      shared?.work((submission) => deliver(channel, submission));
    },

    /** What waits, in Redis and on disk; with Redis away, what is on disk, and a line that says so. */
    async list(): Promise<EntrySummary[]> {
      const inRedis = shared
        ? await shared
            .list()
            .catch(
              (error: unknown) => (console.error(`[forms] the queue in Redis cannot be read: ${errorText(error)}`), []),
            )
        : [];
      return [...inRedis, ...(await disk.list())];
    },

    async retryNow(id?: string): Promise<number> {
      const inRedis = shared
        ? await shared
            .retryNow(id)
            .catch(
              (error: unknown) => (console.error(`[forms] the queue in Redis cannot be read: ${errorText(error)}`), 0),
            )
        : 0;
      const count = inRedis + (await disk.retryNow(id));
      if (!('missing' in channel) && started) void drainDisk(channel);
      return count;
    },

    /** Stops delivering and lets go of Redis (a command, a test; a server runs until it exits). */
    async close(): Promise<void> {
      clearInterval(timer);
      await shared?.close();
    },
  };
}

export type Outbox = ReturnType<typeof makeOutbox>;

/** This process's outbox (the server's bundles share it), on the settings it started with. */
export function theOutbox(): Outbox {
  return processWide('forms-outbox', () => makeOutbox(process.env));
}

/** An outbox on `env` of its own (the `npm run outbox` command, tests). */
export const openOutbox = makeOutbox;
