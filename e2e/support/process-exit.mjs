// When a child process a test or a benchmark started has ended: servers are stopped by their process and waited
// for, so the next test finds their port free; a build is waited for to read its exit code. Plain JS so scripts share it.

/** Resolves to the exit code once `child` has exited (at once when it already has; null when a signal ended it). */
export function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
