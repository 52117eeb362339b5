// Servers started by the load benchmark: each is spawned, waited for, and stopped by its PID — on success,
// on an error, and on Ctrl-C — so that a benchmark never leaves a server behind.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

const started = []; // { name, child }

/** Spawns a long-running server; its output (stdout and stderr) is appended to `logFile`. */
export function startProcess(name, command, args, { env = {}, logFile }) {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  closeSync(log); // the child holds its own copy
  child.on('error', (err) => console.error(`${name}: ${err.message}`));
  started.push({ name, child });
  return child;
}

const alive = (child) => child.exitCode === null && child.signalCode === null;

/** The PIDs of the processes whose parent is `pid`. */
export function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name in parentheses, which may itself contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function sendSignal(pids, name) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/** SIGTERM to the server and its children, SIGKILL after `graceMs`; resolves once it has exited. */
function stop(child, graceMs) {
  if (!alive(child)) return Promise.resolve();
  const pids = [...childPids(child.pid), child.pid];
  sendSignal(pids, 'SIGTERM');
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => (sendSignal(pids, 'SIGKILL'), resolveExit()), graceMs);
    child.once('exit', () => (clearTimeout(timer), resolveExit()));
  });
}

/** Stops every server this run started, the last started first (the site before the service it calls). */
export async function stopAll(graceMs = 3000) {
  for (const { child } of started.splice(0).reverse()) await stop(child, graceMs);
}

/** Ctrl-C or a kill stops the servers, then runs `cleanUp`, before the benchmark exits. */
export function stopAllOnSignals(cleanUp = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers`);
      stopAll()
        .then(() => cleanUp())
        .finally(() => process.exit(130));
    });
  }
  // Last resort (an uncaught error): nothing async can run any more, so a plain SIGTERM to what is left.
  process.once('exit', () => {
    for (const { child } of started) if (alive(child)) child.kill('SIGTERM');
  });
}

/** Throws when something already answers at `url`: the benchmark would otherwise measure a stranger's server. */
export async function assertNothingListens(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
  } catch {
    return; // refused (or silent): the port is free for us
  }
  throw new Error(`${url} is already taken by another server: stop it or move the benchmark's ports`);
}

/** Waits until `url` answers (any status), or throws after `timeoutMs`, or as soon as `child` exits. */
export async function waitForUrl(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(child)) throw new Error(`${url}: its server exited (code ${child.exitCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
