/** @jest-environment node */
// Each journey that starts servers of its own holds its own port slot (e2e/support/ports.mjs): two specs on one
// slot collide when the two workers run them at once, and fail with "address already in use" now and then.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const E2E = path.join(process.cwd(), 'e2e');
const SLOT = /\b(?:ownedPorts|ownSiteOnStandin)\((\d+)[,)]/g;

function specs(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return specs(file);
    return entry.name.endsWith('.spec.ts') ? [file] : [];
  });
}

it('gives every spec that starts its own servers slots no other spec uses', () => {
  const holders = new Map<number, Set<string>>();
  for (const file of specs(E2E)) {
    for (const [, slot] of readFileSync(file, 'utf8').matchAll(SLOT)) {
      const names = holders.get(Number(slot)) ?? new Set<string>();
      names.add(path.relative(E2E, file));
      holders.set(Number(slot), names);
    }
  }
  const shared = [...holders].filter(([, names]) => names.size > 1).map(([slot, names]) => [slot, [...names]]);
  expect(holders.size).toBeGreaterThan(5);
  expect(shared).toEqual([]);
});
