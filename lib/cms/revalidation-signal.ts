// The revalidation endpoint runs in the page server's module graph; the proxy has its own copy of the content
// client (and of this module). A process-wide counter tells the proxy that the endpoint dropped the caches, so
// its menu tree is refreshed on the next request too. With a Redis, every instance of the cluster hears of a
// revalidation sent to any one of them.
import { randomUUID } from 'node:crypto';
import { processWide } from '@/lib/process-wide';
import { readyRedis, sharedRedis } from '@/lib/shared-redis';

const CHANNEL = 'site:revalidated';

type Signal = { count: number; listening: boolean; instance: string };

const signal = () =>
  processWide<Signal>('cms-revalidations', () => ({ count: 0, listening: false, instance: randomUUID() }));

/** Listens, once per process, for the other instances' revalidations (subscribed again after each reconnection). */
async function listen(state: Signal): Promise<void> {
  state.listening = true;
  const redis = await sharedRedis();
  if (!redis) return;
  const listener = redis.duplicate();
  // The shared client reports outages; this connection follows it.
  listener.on('error', () => undefined);
  listener.on('ready', () => void listener.subscribe(CHANNEL).catch(() => undefined));
  listener.on('message', (_channel: string, from: string) => {
    if (from !== state.instance) state.count += 1;
  });
}

export function signalRevalidated(): void {
  const state = signal();
  state.count += 1;
  void readyRedis().then((redis) => redis?.publish(CHANNEL, state.instance).catch(() => undefined));
}

export function revalidationCount(): number {
  const state = signal();
  if (!state.listening) void listen(state);
  return state.count;
}
