// What the organisation reads: a submission as plain text, one field a line (a long text indented below its
// label), so a mail or a form-mail service shows it as the visitor wrote it. Every line a visitor wrote is indented,
// so none can pass for a field or the reference (field-text.ts says what counts as a line break).
import { linesOf, oneLine } from './field-text.ts';
import type { Submission } from './submission.ts';

const KIB = 1024;

/** `12 KB`, `1.4 MB`: the attachment's size in the text. */
function size(bytes: number): string {
  return bytes < KIB * KIB ? `${Math.max(1, Math.round(bytes / KIB))} KB` : `${(bytes / KIB / KIB).toFixed(1)} MB`;
}

export function mailText(submission: Submission): string {
  const sent = `${submission.title}, sent from the website on ${new Date(submission.receivedAt).toUTCString()}.`;
  const lines = [submission.subject ? `${submission.title}.` : sent, ''];
  for (const { label, value } of submission.fields) {
    const written = linesOf(value);
    if (written.length > 1) lines.push(`${oneLine(label)}:`, ...written.map((line) => `  ${line}`));
    else lines.push(`${oneLine(label)}: ${written[0] || '(empty)'}`);
  }
  if (submission.attachment) {
    const bytes = Buffer.byteLength(submission.attachment.base64, 'base64');
    lines.push('', `Attached: ${oneLine(submission.attachment.filename)} (${size(bytes)})`);
  }
  lines.push('', `Reference: ${submission.id}`);
  return `${lines.join('\n')}\n`;
}
