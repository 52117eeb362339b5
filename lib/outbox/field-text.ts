// A visitor's text as the organisation may read it: every kind of line break a post can carry (`\r\n`, a bare
// `\r`, U+2028, U+2029, U+0085) counts as one, and no other control character passes. A mail reader or nodemailer
// turns a bare `\r` into a new line, so a value split on `\n` alone could forge a line that looks like a field.

/** Any line break: `\r\n`, `\n`, `\r`, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** C0 and C1 controls and DEL, tab kept; line breaks are dealt with before this. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** `value` with its line breaks as `\n` and no other control character. */
export function plainText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(CONTROL, '');
}

/** `value`'s lines, whatever its line breaks. */
export function linesOf(value: string): string[] {
  return plainText(value).split('\n');
}

/** `value` on one line: its line breaks as spaces, no control character. */
export function oneLine(value: string): string {
  return plainText(value).replace(/\n+/g, ' ');
}
