// Which Redis every server process shares, read in one place. Imported by next.config.ts: keep it free of
// path aliases.

/** `REDIS_URL`, or the contact limit's older `CONTACT_RATE_LIMIT_REDIS_URL`; undefined without either. */
export function redisUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.REDIS_URL?.trim() || env.CONTACT_RATE_LIMIT_REDIS_URL?.trim() || undefined;
}
