/** The identity of the pages drawn with `env` (its service and settings), hashed to 12 hex digits. */
export function serviceIdentity(env?: Record<string, string | undefined>): string;
