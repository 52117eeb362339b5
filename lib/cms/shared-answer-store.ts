// The content service's last good answers in the Redis every instance shares (REDIS_URL): an instance that
// never had an answer, or restarted while the service is down, serves the one another instance kept. Each
// write also goes to `local` (the disk or the process's memory), which answers while Redis is away.
import { createHash } from 'node:crypto';
import type { LastGoodStore } from './cache';
import { readyRedis } from '@/lib/shared-redis';

/** Kept a week after they were last confirmed, so a former build's answers leave on their own. */
const KEEP_SECONDS = 7 * 24 * 60 * 60;

/**
 * Answers as JSON under `site:answer:{build}:{hash of key}` (what is stored is this build's view models).
 * `local`: where they are kept besides, and read from when Redis cannot answer.
 */
export function sharedAnswerStore(build: string, local?: LastGoodStore): LastGoodStore {
  const keyOf = (key: string) => `site:answer:${build}:${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
  /** What was last written per key by this process: an unchanged answer only has its lifetime renewed. */
  const written = new Map<string, string>();

  return {
    async load(key) {
      const redis = await readyRedis();
      if (redis) {
        try {
          const stored: unknown = JSON.parse((await redis.get(keyOf(key))) ?? 'null');
          // Trusted only for the key it names (a hash collision is none).
          if (
            typeof stored === 'object' &&
            stored !== null &&
            'key' in stored &&
            stored.key === key &&
            'value' in stored
          )
            return { value: stored.value };
        } catch {
          // Unreadable or away: as if Redis had none.
        }
      }
      return local?.load(key);
    },
    async save(key, value) {
      const json = JSON.stringify({ key, value });
      const redis = await readyRedis();
      const unchanged = written.get(key) === json;
      if (redis) {
        try {
          await (unchanged ? redis.expire(keyOf(key), KEEP_SECONDS) : redis.set(keyOf(key), json, 'EX', KEEP_SECONDS));
          written.delete(key);
          written.set(key, json);
          if (written.size > 1000) written.delete(written.keys().next().value!);
        } catch {
          // Kept locally; shared again at the next save once Redis is back.
        }
      }
      await local?.save(key, value);
    },
  };
}
