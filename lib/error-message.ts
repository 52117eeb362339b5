// What a caught error says, for a log line: anything may be thrown, not only an Error.
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
