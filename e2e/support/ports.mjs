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
