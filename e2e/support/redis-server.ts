// A redis-server of a test's own (Debian's; `REDIS_SERVER` names another binary), in memory only, on 127.0.0.1 and
// the port given, stopped by its process: the shared contact limit is tested against the real thing.
import { spawn } from 'node:child_process';
import { exited } from './process-exit.mjs';

export type OwnedRedis = { url: string; stop(): Promise<void> };

/** Starts redis-server on `port` and resolves once it accepts connections. */
export async function startRedis(port: number): Promise<OwnedRedis> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server = spawn(process.env.REDIS_SERVER ?? 'redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`redis-server on ${port} exited (${code}): ${output.slice(-500)}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  server.removeAllListeners('exit');
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const done = exited(server);
      server.kill('SIGTERM');
      await done;
    },
  };
}
