// Which Redis every server process shares, read in one place: by the site's code, next.config.ts and
// cache-handler.mjs, which Next loads as it is (hence JavaScript, typed by redis-url.d.mts, and no path aliases).

/**
 * `REDIS_URL`, or the contact limit's older `CONTACT_RATE_LIMIT_REDIS_URL`; undefined without either.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function redisUrl(env = process.env) {
  return env.REDIS_URL?.trim() || env.CONTACT_RATE_LIMIT_REDIS_URL?.trim() || undefined;
}
