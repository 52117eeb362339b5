// A spec's own site on its own stand-in (the freshness journeys): started before its first journey,
// the stand-in's answers and mode put back after each journey (a journey that changed them never
// leaks into the next), both stopped after the last. One place for the hooks these specs share.
import { test } from './test';
import { startSiteOnStandin, stopAll, type SiteOnStandin } from './site-process';

export type OwnSite = {
  /** `address` (a path) on the spec's site, as an absolute URL. */
  at(address: string): string;
  /** The running site and stand-in; only inside a journey (they start in the spec's beforeAll). */
  servers(): SiteOnStandin;
};

/** Declares the hooks of a site on the ports of `slot` (e2e/support/ports.mjs), `env` its extra settings. */
export function ownSiteOnStandin(slot: number, env: Record<string, string> = {}): OwnSite {
  let running: SiteOnStandin | undefined;
  test.beforeAll(async () => {
    running = await startSiteOnStandin(slot, env);
  });
  test.afterEach(async () => {
    await running?.standin.control.reset();
  });
  test.afterAll(async () => {
    await stopAll(running?.site, running?.standin);
  });
  const servers = () => {
    if (!running) throw new Error(`the site of slot ${slot} has not started`);
    return running;
  };
  return { servers, at: (address) => new URL(address, servers().site.url).href };
}
