// What counts as an e-mail address: one nodemailer can write in a Reply-To and the organisation can answer, an
// international one included (`josé@example.org` needs SMTPUTF8, `user@bücher.example` goes out as punycode).
// Runs in the browser too (the forms check as the visitor types), so it uses the URL parser, not node:url. No
// control or format character (bidi overrides and isolates, U+200E/200F, U+061C, zero-width ones), no line or
// paragraph separator or other space, and no encoded-word (`=?utf-8?…?=`, which a mail reader may decode): the
// address the office sees is the one typed. The server also checks nodemailer reads it back unchanged (reply-to.ts).

/** One character of a local part: RFC 5321 atext, or a letter, mark, digit, punctuation or symbol beyond ASCII. */
const LOCAL_CHAR = "(?:[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]|(?![\\x00-\\x7F])[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}])";
/** Dot-atoms of those (RFC 6531): the local part nodemailer sends bare. */
const LOCAL_PART = new RegExp(`^${LOCAL_CHAR}+(?:\\.${LOCAL_CHAR}+)*$`, 'u');
/** An RFC 2047 encoded-word's start. */
const ENCODED_WORD = '=?';
/** A domain's labels as a visitor types them: letters of any script, digits and inner hyphens, a dot between. */
const DOMAIN =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?\.)+[\p{L}\p{M}][\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}]$/u;
/** An ASCII top-level domain as DNS has them: letters, or punycode (`xn--…`). */
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain in ASCII (punycode), as it goes out; null when it is no domain a mail server can look up. */
export function asciiDomain(domain: string): string | null {
  if (!DOMAIN.test(domain)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.some((label) => label.length === 0 || label.length > 63)) return null;
  return TLD.test(labels.at(-1)!) ? ascii : null;
}

/** Bytes `text` takes in UTF-8 (TextEncoder is not in every test environment). */
const utf8Length = (text: string) =>
  [...text].reduce(
    (sum, char) =>
      sum + (char.codePointAt(0)! < 0x80 ? 1 : char.codePointAt(0)! < 0x800 ? 2 : char.length === 2 ? 4 : 3),
    0,
  );

/** True for an address nodemailer can send to (and name in a Reply-To). */
export function isSendableEmail(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const local = address.slice(0, at);
  // RFC 5321's 64 octets for the local part, counted in UTF-8 as it travels.
  return (
    !local.includes(ENCODED_WORD) &&
    LOCAL_PART.test(local) &&
    utf8Length(local) <= 64 &&
    asciiDomain(address.slice(at + 1)) !== null
  );
}
