// The outbox in the cluster's Redis (REDIS_URL): a BullMQ queue every instance shares. A submission is a job
// (its CV inside), kept until an instance's worker has delivered it, retried with a capped back-off across
// outages and restarts, and removed once delivered.
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { closeSharedRedis, sharedConnection, whileConnecting as connectedWithin } from '../redis.mjs';
import { backoffMs, type EntrySummary, type Submission } from './submission.ts';

export const QUEUE = 'site-forms';

/** Retried until delivered: BullMQ wants a number, this one is never reached. */
const ATTEMPTS = 1_000_000;
/**
 * A worker holds its job's lock for this long, renewing it halfway; a job whose worker died is found stalled by
 * another worker within one more interval, and waits again (BullMQ's stalled jobs), however often that happens.
 */
const LOCK_MS = 30_000;

export function redisOutbox(url: string) {
  const swallow = () => undefined;
  // The process's shared connection: its state is known before a visitor's submission is handed to it, and while
  // Redis is away a command fails at once instead of waiting for its return (the disk outbox then takes it).
  let producer: Redis | null = null;
  let queue: Queue<Submission> | null = null;
  let worker: Worker<Submission> | null = null;
  const queueOf = () => {
    if (!queue) {
      // The process's shared connection (lib/redis.mjs), which reports outages; a put that fails is kept on disk.
      producer = sharedConnection(url)!;
      queue = new Queue<Submission>(QUEUE, { connection: producer });
      queue.on('error', swallow);
    }
    return queue;
  };

  return {
    /** Connects now, so the first submission finds Redis ready. */
    connect(): void {
      queueOf();
    },

    /** Keeps `submission` in the shared queue; rejects when Redis cannot take it now. */
    async put(submission: Submission): Promise<void> {
      const q = queueOf();
      if (producer && ['wait', 'connecting', 'connect'].includes(producer.status)) await connectedWithin(producer, 500);
      if (producer?.status !== 'ready') throw new Error(`Redis is not connected (${producer?.status})`);
      await q.add(submission.form, submission, {
        jobId: submission.id,
        attempts: ATTEMPTS,
        backoff: { type: 'capped' },
        removeOnComplete: true,
        removeOnFail: false,
      });
    },

    /** A worker that hands each job to `deliver`, one at a time; failures come back after the back-off. */
    work(deliver: (submission: Submission) => Promise<void>): void {
      worker ??= new Worker<Submission>(QUEUE, async (job) => deliver(job.data), {
        // The shared connection for commands; BullMQ copies it for its blocking reads (the third connection).
        connection: sharedConnection(url)!,
        concurrency: 1,
        lockDuration: LOCK_MS,
        stalledInterval: LOCK_MS,
        maxStalledCount: ATTEMPTS,
        settings: { backoffStrategy: (attemptsMade: number) => backoffMs(attemptsMade) },
      });
      // The site's own Redis client reports outages; BullMQ reconnects on its own.
      worker.on('error', swallow);
    },

    /** What waits, is being delivered, or waits to be tried again: no field of the visitor's. */
    async list(): Promise<EntrySummary[]> {
      const q = queueOf();
      await connectedWithin(producer!, 2000);
      if (producer?.status !== 'ready') throw new Error(`Redis is not connected (${producer?.status})`);
      const jobs = await q.getJobs(['waiting', 'active', 'delayed', 'failed', 'prioritized']);
      return Promise.all(
        jobs.map(async (job) => ({
          id: job.id ?? '?',
          form: job.data.form,
          receivedAt: job.data.receivedAt,
          attempts: job.attemptsMade,
          lastError: job.failedReason || undefined,
          nextAttemptAt: job.delay ? new Date(job.timestamp + job.delay).toISOString() : undefined,
          where: `Redis, ${await job.getState()}`,
        })),
      );
    },

    /**
     * Makes every job waiting for its next try (or the one `id`) due now, and a job whose worker is gone (its lock
     * lapsed: no live worker renewed it) waits again without the next stalled check; resolves to how many.
     */
    async retryNow(id?: string): Promise<number> {
      const q = queueOf();
      await connectedWithin(producer!, 2000);
      if (producer?.status !== 'ready') throw new Error(`Redis is not connected (${producer?.status})`);
      const jobs = await q.getJobs(['delayed', 'failed', 'active']);
      let count = 0;
      for (const job of jobs) {
        if (id && job.id !== id) continue;
        const state = await job.getState();
        if (state === 'active') {
          if (await producer.exists(q.toKey(`${job.id}:lock`))) continue;
          await job.moveToWait();
        } else if (state === 'failed') await job.retry();
        else await job.promote();
        count += 1;
      }
      return count;
    },

    /**
     * Stops the worker and lets go of Redis. With Redis away nothing can be in delivery, and a gentle close would
     * wait for Redis forever, so the worker is closed at once.
     */
    async close(): Promise<void> {
      const away = producer?.status !== 'ready';
      await Promise.race([worker?.close(away), new Promise((resolve) => setTimeout(resolve, 2000))]);
      const closing = queue?.close();
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1000))]);
      closeSharedRedis();
      producer = null;
    },
  };
}

export type RedisOutbox = ReturnType<typeof redisOutbox>;
