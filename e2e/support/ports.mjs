// Ports of the servers the journeys start. E2E_BASE_PORT / STANDIN_BASE_PORT move them all,
// so that two checkouts can run their journeys side by side.
const base = Number(process.env.E2E_BASE_PORT || 3100);
const standinBase = Number(process.env.STANDIN_BASE_PORT || 4010);

export const PORTS = {
  /** Site fed by the stand-in service that is never switched to fail. */
  site: base,
  /** Site on the embedded sample (no CMS_API_URL). */
  embedded: base + 1,
  /** Site fed by the stand-in that the resilience journeys switch to fail. */
  chaos: base + 2,
  standin: standinBase,
  standinControl: standinBase + 1,
  chaosStandin: standinBase + 10,
  chaosStandinControl: standinBase + 11,
};

/**
 * Ports of the servers a journey starts and stops itself (e2e/support/site-process.ts), one set per
 * slot (0-9): a site at base + 10 + slot and a stand-in (API, control) at standin base + 20 + 2 * slot.
 */
export function ownedPorts(slot) {
  if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error(`owned port slot ${slot} is not 0-9`);
  return { site: base + 10 + slot, standin: standinBase + 20 + 2 * slot, standinControl: standinBase + 21 + 2 * slot };
}

/**
 * Ports of the cluster the cluster journeys start (scripts/cluster/start-cluster.mjs): nginx at base + 50, its
 * instances at base + 51…, its redis-server at base + 140, and a stand-in (API, control) at standin base + 40.
 */
export function clusterPorts() {
  return { front: base + 50, standin: standinBase + 40, standinControl: standinBase + 41 };
}
