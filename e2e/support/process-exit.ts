// When a child process a test started has ended: servers are stopped by their process and waited for, so the
// next test finds their port free.
import type { ChildProcess } from 'node:child_process';

/** Resolves once `child` has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}
