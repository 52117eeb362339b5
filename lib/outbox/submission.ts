// A form a visitor sent, as the outbox keeps it until the organisation has it: everything the organisation needs
// to read it, and nothing more (never card details). Plain data, so it is stored as JSON (a file or a Redis job).
// The outbox's modules import each other with `.ts` and no `@/` alias: `npm run outbox` runs them under Node directly.

/** A file the visitor attached (a volunteer's CV), byte for byte. */
export type Attachment = { filename: string; contentType: string; base64: string };

export type Submission = {
  /** Names the submission everywhere: the outbox entry, the mail's Message-ID, the form-mail post. */
  id: string;
  /** Which form (`volunteer`), and what the organisation calls what it sent (`Volunteer application`). */
  form: string;
  title: string;
  receivedAt: string;
  /** The fields in the form's order, with the labels the visitor saw. */
  fields: { name: string; label: string; value: string }[];
  /** The visitor's e-mail address, for a reply. */
  replyTo?: string;
  /** Who receives it when not the organisation (FORMS_MAIL_TO): a donor's receipt. */
  to?: string;
  /** A message to someone other than the organisation (a receipt): its whole subject, and the sender's name. */
  subject?: string;
  fromName?: string;
  attachment?: Attachment;
};

/** What the outbox says of an entry, for `npm run outbox` and the logs: no field of the visitor's. */
export type EntrySummary = {
  id: string;
  form: string;
  receivedAt: string;
  attempts: number;
  lastError?: string;
  nextAttemptAt?: string;
  where: string;
};

/** How long to wait before the next try after `attempts` failed ones: 5 s, doubling, at most 15 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}
