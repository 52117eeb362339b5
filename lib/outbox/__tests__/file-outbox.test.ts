/**
 * @jest-environment node
 */
// The outbox on disk: a submission stays until delivered, is tried again after a growing pause, is taken by one
// instance only, comes back if its instance stopped mid-delivery, and leaves the disk, CV and all, once delivered.
import { mkdtempSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileOutbox, STALE_CLAIM_MS } from '../file-outbox';
import { backoffMs, type Submission } from '../submission';

const submission = (id: string): Submission => ({
  id,
  form: 'volunteer',
  title: 'Volunteer application',
  receivedAt: new Date(0).toISOString(),
  fields: [{ name: 'name', label: 'Name', value: 'Ana Núñez' }],
  replyTo: 'ana@example.org',
  attachment: {
    filename: 'cv.pdf',
    contentType: 'application/pdf',
    base64: Buffer.from('%PDF-1.7 cv').toString('base64'),
  },
});

const folder = () => mkdtempSync(path.join(tmpdir(), 'outbox-'));
const filesIn = (dir: string) => readdirSync(path.join(dir, 'waiting')).concat(readdirSync(path.join(dir, 'sending')));

it('keeps a submission until it is delivered, then leaves nothing on disk', async () => {
  const dir = folder();
  const outbox = fileOutbox(dir);
  await outbox.put(submission('a1'));
  expect(await outbox.due()).toEqual(['a1']);
  const taken = await outbox.claim('a1');
  expect(taken?.attachment?.filename).toBe('cv.pdf');
  expect(await outbox.due()).toEqual([]);
  await outbox.delivered('a1');
  expect(filesIn(dir)).toEqual([]);
  expect(await outbox.list()).toEqual([]);
});

it('after a failure, waits the back-off before the next try, and says why in the list, without the fields', async () => {
  const outbox = fileOutbox(folder());
  await outbox.put(submission('b2'));
  await outbox.claim('b2');
  const now = Date.now();
  const state = await outbox.failed('b2', 'connect ECONNREFUSED 127.0.0.1:2525', now);
  expect(state.attempts).toBe(1);
  expect(await outbox.due(now + backoffMs(1) - 1)).toEqual([]);
  expect(await outbox.due(now + backoffMs(1))).toEqual(['b2']);
  const [listed] = await outbox.list();
  expect(listed).toMatchObject({
    id: 'b2',
    form: 'volunteer',
    attempts: 1,
    lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  });
  expect(JSON.stringify(listed)).not.toContain('Ana');
  // `npm run outbox -- retry` makes it due now.
  expect(await outbox.retryNow()).toBe(1);
  expect(await outbox.due()).toEqual(['b2']);
});

it('is taken by one instance only', async () => {
  const dir = folder();
  const [one, two] = [fileOutbox(dir), fileOutbox(dir)];
  await one.put(submission('c3'));
  const taken = await Promise.all([one.claim('c3'), two.claim('c3')]);
  expect(taken.filter(Boolean)).toHaveLength(1);
});

it('comes back when the instance that took it stopped before finishing', async () => {
  const dir = folder();
  const outbox = fileOutbox(dir);
  await outbox.put(submission('d4'));
  await outbox.claim('d4');
  expect(await outbox.recoverStale()).toBe(0);
  const long = new Date(Date.now() - STALE_CLAIM_MS - 1000);
  utimesSync(path.join(dir, 'sending', 'd4.json'), long, long);
  expect(await outbox.recoverStale()).toBe(1);
  expect(await outbox.due()).toEqual(['d4']);
});

it('is not taken back from an instance delivering it, however long it waited before', async () => {
  const dir = folder();
  const [one, two] = [fileOutbox(dir), fileOutbox(dir)];
  await one.put(submission('e5'));
  // It waited out a long mail outage before this try.
  const long = new Date(Date.now() - STALE_CLAIM_MS - 1000);
  utimesSync(path.join(dir, 'waiting', 'e5.json'), long, long);
  await one.claim('e5');
  expect(await two.recoverStale()).toBe(0);
  expect(await two.due()).toEqual([]);
});

it('grows the pause from 5 s, doubling, to at most 15 minutes', () => {
  expect([1, 2, 3, 4].map(backoffMs)).toEqual([5000, 10_000, 20_000, 40_000]);
  expect(backoffMs(30)).toBe(15 * 60_000);
});

it('writes the whole submission, readable as JSON, and only for the process that runs it', async () => {
  const dir = folder();
  await fileOutbox(dir).put(submission('e5'));
  const stored = JSON.parse(readFileSync(path.join(dir, 'waiting', 'e5.json'), 'utf8')) as Submission;
  expect(Buffer.from(stored.attachment!.base64, 'base64').toString()).toBe('%PDF-1.7 cv');
  expect(readdirSync(path.join(dir, 'waiting')).filter((name) => name.endsWith('.partial'))).toEqual([]);
});
