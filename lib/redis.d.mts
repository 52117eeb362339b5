import type { Redis, RedisOptions } from 'ioredis';

export function redisUrl(env?: Record<string, string | undefined>): string | undefined;
export const REDIS_WAIT_MS: number;
export function connectRedis(url: string, options?: RedisOptions): Redis;
export function whileConnecting(connection: Redis, ms?: number): Promise<void>;
export function sharedConnection(url?: string): Redis | null;
export function sharedRedis(url?: string): Promise<Redis | null>;
export function readyRedis(url?: string): Promise<Redis | null>;
export function closeSharedRedis(): void;
