// Where the journeys find Chromium: CHROME_PATH, else Debian's /usr/bin/chromium, else
// Playwright's own download (where one is installed). Plain JS so scripts can share it.
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return { args: CHROMIUM_FLAGS, ...(executablePath ? { executablePath } : {}) };
}
