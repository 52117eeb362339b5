// The one rule for every numeric id in an address (menus, causes, events, posts...), so that no
// item is reachable at two addresses (`/about/01`, `/cause-single/+1`) and no id crashes a page.

const ID = /^[1-9]\d{0,8}$/;

/** `1`..`999999999`, digits only, no leading zero, no sign; anything else is null (a 404). */
export function parseId(value: string | undefined): number | null {
  return value !== undefined && ID.test(value) ? Number(value) : null;
}

/** A path segment decoded once; a malformed escape (`%E0%A4%A`, `%zz`) is null, never a throw. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
