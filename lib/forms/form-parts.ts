// How many parts a multipart form post holds, counted from its bytes before anything parses it: a post of tens of
// thousands of fields took seconds to parse and held up every other request. No form of this site posts more than
// MAX_FORM_PARTS (its fields, the honeypot, and the few Next adds to name the server action; a test keeps it so).
// Relative imports only: the proxy and next.config.ts load this module.

/** More parts than any form of the site sends, with room to spare. */
export const MAX_FORM_PARTS = 64;

/** The `boundary` of a `multipart/form-data` content type, quoted or not; null without one. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * The parts in `body` (delimiters `--boundary` at a line's start, the closing one not counted), counting no
 * further than `upTo + 1`: enough to know it is too many.
 */
export function partCount(body: Uint8Array, boundary: string, upTo = MAX_FORM_PARTS): number {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  // The first delimiter may open the body, with no line break before it.
  let parts = bytes.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2)) ? 1 : 0;
  for (let at = bytes.indexOf(delimiter); at >= 0 && parts <= upTo + 1; at = bytes.indexOf(delimiter, at + 1)) {
    parts += 1;
  }
  // The last delimiter closes the body (`--boundary--`) and starts no part.
  return Math.max(0, parts - 1);
}
