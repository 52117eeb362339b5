/**
 * @jest-environment node
 */
// Issue 48: a submission claimed by a process that then died waited 10 minutes, and `npm run outbox -- retry` said
// "0 due". On disk, a claim names its process: one whose process is gone here waits again at once, and retry takes
// it. In Redis, a job whose worker is gone (its lock lapsed) waits again on retry. A live claim is never taken.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { freePort } from '@/e2e/support/mail-server';
import { startRedis, type OwnedRedis } from '@/e2e/support/redis-server';
import { fileOutbox } from '../file-outbox';
import { openOutbox, type Outbox } from '../outbox';
import { QUEUE } from '../redis-outbox';
import type { Submission } from '../submission';

const submission = (id: string): Submission => ({
  id,
  form: 'contact',
  title: 'Contact message',
  receivedAt: new Date().toISOString(),
  fields: [{ name: 'name', label: 'Name', value: 'Ana' }],
});

/** The pid of a process that ran and has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
const folder = () => mkdtempSync(path.join(tmpdir(), 'stale-'));

describe('on disk', () => {
  it('a claim whose process is gone waits again at once, and retry counts it', async () => {
    const dir = folder();
    const outbox = fileOutbox(dir);
    await outbox.put(submission('a1'));
    await outbox.claim('a1');
    const owner = path.join(dir, 'sending', 'a1.owner.json');
    expect(JSON.parse(readFileSync(owner, 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    // This process delivers it: nobody takes it back, retry neither.
    expect(await outbox.retryNow()).toBe(0);
    expect(await outbox.due()).toEqual([]);
    writeFileSync(owner, JSON.stringify({ pid: deadPid(), host: hostname() }));
    expect(await outbox.retryNow()).toBe(1);
    expect(await outbox.due()).toEqual(['a1']);
    expect(await outbox.claim('a1')).toMatchObject({ id: 'a1' });
  });

  it('a claim of another host’s process is left to the 10 minutes: its process cannot be seen from here', async () => {
    const dir = folder();
    const outbox = fileOutbox(dir);
    await outbox.put(submission('b2'));
    await outbox.claim('b2');
    writeFileSync(path.join(dir, 'sending', 'b2.owner.json'), JSON.stringify({ pid: deadPid(), host: 'elsewhere' }));
    expect(await outbox.recoverStale()).toBe(0);
  });
});

describe('in Redis', () => {
  let redis: OwnedRedis;
  const outboxes: Outbox[] = [];
  beforeAll(async () => {
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    await Promise.all(outboxes.map((outbox) => outbox.close()));
    await redis.stop();
  });

  it('a job whose worker is gone waits again on retry; one a live worker holds is left to it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outbox = openOutbox({ DATA_DIR: folder(), REDIS_URL: redis.url });
    outboxes.push(outbox);
    await outbox.put(submission('c3'));
    // A worker takes the job and then stops renewing its lock, as a process that died does.
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const worker = new Worker(QUEUE, null, { connection, autorun: false, lockDuration: 60_000 });
    const job = await worker.getNextJob('dead-worker-token');
    expect(job?.id).toBe('c3');
    expect(await outbox.retryNow()).toBe(0);
    expect((await outbox.list()).map((entry) => entry.where)).toEqual(['Redis, active']);
    // Its lock lapses (a live worker renews it well before).
    await connection.del(`bull:${QUEUE}:c3:lock`);
    expect(await outbox.retryNow()).toBe(1);
    expect((await outbox.list()).map((entry) => entry.where)).toEqual(['Redis, waiting']);
    await worker.close(true);
    connection.disconnect();
  });
});
