/** A route segment decoded once; a malformed escape (`%E0%A4%A`) yields null, never a throw. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether the `{menu}` segment of `/{menu}/{id}` names the menu `menuName`. Next may hand the
 * segment over still encoded or already decoded, so both forms are accepted; nothing else is.
 */
export function segmentNamesMenu(segment: string, menuName: string): boolean {
  const expected = menuName.toLowerCase();
  return segment === expected || decodeSegment(segment) === expected;
}
