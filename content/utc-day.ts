// Built-in content writes a day as YYYY-MM-DD; dates shown, feeds and calendars read it as one instant.

/** The start of `isoDate` (YYYY-MM-DD) in UTC, e.g. `2026-01-18` -> 2026-01-18T00:00:00.000Z, whatever the server's zone. */
export function startOfUtcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}
