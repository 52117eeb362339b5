// The visitor's address as the Reply-To the organisation gets: only when nodemailer's own address parser reads it
// back as that very address with no name. Anything it would rewrite (a comment, a display name, a group, a second
// address) is no address a form takes, so the office never answers one the form did not check.
import addressparser from 'nodemailer/lib/addressparser';

/** `address` when nodemailer writes it unchanged as a Reply-To; undefined otherwise. */
export function asReplyTo(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const [only, ...more] = addressparser(address, { flatten: true });
  return more.length === 0 && only?.name === '' && only.address === address ? address : undefined;
}
