// Types of start-cluster.mjs for the TypeScript journeys (e2e/support/cluster.ts).

export type ClusterInstance = {
  port: number;
  url: string;
  logFile: string;
  readonly pid: number | undefined;
  /** Starts it again (after stop) and waits until it answers. */
  start(): Promise<void>;
  /** SIGTERM by default (SIGKILL after a grace); `SIGKILL` for an instance that dies. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type OwnedRedisServer = { url: string; start(): Promise<void>; stop(): Promise<void> };

export type Cluster = {
  /** nginx, the front door. */
  url: string;
  runtimeDir: string;
  redisUrl: string;
  /** The redis-server the cluster started; null when it was given one. */
  redis: OwnedRedisServer | null;
  instances: ClusterInstance[];
  nginx: { url: string; pid: number | undefined; stop(): Promise<void> };
  stop(): Promise<void>;
};

export declare function startCluster(options?: {
  port?: number;
  instances?: number;
  redisUrl?: string;
  env?: Record<string, string>;
  baseEnv?: NodeJS.ProcessEnv;
  microcache?: boolean;
  runtimeDir?: string;
  readyTimeoutMs?: number;
}): Promise<Cluster>;
