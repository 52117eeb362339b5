/** `REDIS_URL`, or the contact limit's older `CONTACT_RATE_LIMIT_REDIS_URL`; undefined without either. */
export function redisUrl(env?: Record<string, string | undefined>): string | undefined;
