// What the organisation reads: a submission as plain text, one field a line (a long text indented below its
// label), so a mail or a form-mail service shows it as the visitor wrote it.
import type { Submission } from './submission.ts';

const KIB = 1024;

/** `12 KB`, `1.4 MB`: the attachment's size in the text. */
function size(bytes: number): string {
  return bytes < KIB * KIB ? `${Math.max(1, Math.round(bytes / KIB))} KB` : `${(bytes / KIB / KIB).toFixed(1)} MB`;
}

export function mailText(submission: Submission): string {
  const lines = [`${submission.title}, sent from the website on ${new Date(submission.receivedAt).toUTCString()}.`, ''];
  for (const { label, value } of submission.fields) {
    if (value.includes('\n')) lines.push(`${label}:`, ...value.split(/\r?\n/).map((line) => `  ${line}`));
    else lines.push(`${label}: ${value || '(empty)'}`);
  }
  if (submission.attachment) {
    const bytes = Buffer.byteLength(submission.attachment.base64, 'base64');
    lines.push('', `Attached: ${submission.attachment.filename} (${size(bytes)})`);
  }
  lines.push('', `Reference: ${submission.id}`);
  return `${lines.join('\n')}\n`;
}
