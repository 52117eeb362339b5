// What a caught error says, for a log line: anything may be thrown, not only an Error.
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The error with its stack, for a failure that is our bug (the operator needs to know where). */
export function errorWithStack(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
