// Submissions as e-mail to the organisation (nodemailer over SMTP_URL): one message each, the form in the subject,
// the fields as text, the visitor as Reply-To and the CV attached byte for byte.
import nodemailer from 'nodemailer';
import { mailText } from './mail-text.ts';
import { asReplyTo } from './reply-to.ts';
import type { Submission } from './submission.ts';

type Addresses = { to: string; from: string };

export function smtpChannel(url: string, { to, from }: Addresses) {
  // `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; no pool: a submission is sent now and then.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async deliver(submission: Submission): Promise<void> {
      const host = new URL(url).hostname || 'localhost';
      await transport.sendMail({
        // A receipt is from the organisation by name, at FORMS_MAIL_FROM's address.
        from: submission.fromName ? { name: submission.fromName, address: /<([^<>]+)>/.exec(from)?.[1] ?? from } : from,
        to: submission.to ?? to,
        // The forms take no address nodemailer would rewrite; one that got into the outbox otherwise is left out.
        replyTo: asReplyTo(submission.replyTo),
        subject: submission.subject ?? `${submission.title} from the website`,
        text: mailText(submission),
        // The same id on a resend, so a mailbox can tell a repeat from a new message.
        messageId: `<${submission.id}@${host}>`,
        headers: { 'X-Site-Form': submission.form },
        attachments: submission.attachment
          ? [
              {
                filename: submission.attachment.filename,
                contentType: submission.attachment.contentType,
                content: Buffer.from(submission.attachment.base64, 'base64'),
              },
            ]
          : [],
      });
    },
  };
}
