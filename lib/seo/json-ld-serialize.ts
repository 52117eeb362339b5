// JSON-LD sits inside a <script> element: its text must never be able to end that element.
import type { Thing, WithContext } from 'schema-dts';

export type JsonLdDocument = WithContext<Thing>;

/** Characters that could close the script (`</script>`), open a comment or break old JavaScript parsers. */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The document as JSON whose text holds no `<`, `>`, `&`, U+2028 or U+2029: they become `\u` escapes
 * inside JSON strings, which a JSON parser reads back as the same characters.
 */
export function serializeJsonLd(document: JsonLdDocument): string {
  return JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}
