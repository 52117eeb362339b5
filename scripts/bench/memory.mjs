// Resident memory of the Next server during the benchmark's mixed run, read from /proc once a second.
import { readFileSync } from 'node:fs';
import { childPids } from './processes.mjs';

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
};

/**
 * The PID that serves requests: `next start` may run the server in a child process titled `next-server`;
 * searches the spawned process's descendants for it, else takes the spawned process itself.
 */
export function findServerPid(spawnedPid) {
  const queue = [spawnedPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    if (commandOf(pid).startsWith('next-server')) return pid;
    queue.push(...childPids(pid));
  }
  return spawnedPid;
}

/** VmRSS of `pid` in MiB, or null once the process is gone. */
export function rssMiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples `pid`'s RSS every second until `stop()` is called; `stop()` returns the samples (MiB). */
export function sampleRss(pid) {
  const samples = [];
  const take = () => {
    const value = rssMiB(pid);
    if (value !== null) samples.push(value);
  };
  take();
  const timer = setInterval(take, 1000);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** Start, max and end RSS, and the drift between the first and last `windowSeconds` averages, in %. */
export function summariseRss(samples, windowSeconds = 10) {
  if (samples.length === 0) return null;
  const window = Math.max(1, Math.min(windowSeconds, Math.floor(samples.length / 2)));
  const first = mean(samples.slice(0, window));
  const last = mean(samples.slice(-window));
  return {
    samples: samples.length,
    startMiB: samples[0],
    maxMiB: Math.max(...samples),
    endMiB: samples.at(-1),
    windowSeconds: window,
    firstWindowMiB: first,
    lastWindowMiB: last,
    driftPercent: (100 * (last - first)) / first,
  };
}
