// How a submission reaches the organisation, chosen by configuration: e-mail over SMTP (SMTP_URL, FORMS_MAIL_TO,
// FORMS_MAIL_FROM) or its form-mail endpoint (FORM_MAIL_URL, formerly CONTACT_FORM_ACTION). SMTP wins when both
// are set. Without either, submissions wait in the outbox.
import type { Submission } from './submission.ts';
import { smtpChannel } from './smtp-channel.ts';
import { formMailChannel } from './form-mail-channel.ts';

export type Channel = {
  /** `smtp` or `form-mail`, for the logs. */
  name: string;
  /** Resolves once the organisation's side has accepted it; throws otherwise (the outbox tries again later). */
  deliver(submission: Submission): Promise<void>;
};

type Env = Record<string, string | undefined>;

/** The form-mail endpoint's address: FORM_MAIL_URL, or the older CONTACT_FORM_ACTION. */
export function formMailUrl(env: Env): string | undefined {
  return env.FORM_MAIL_URL?.trim() || env.CONTACT_FORM_ACTION?.trim() || undefined;
}

/** The channel the settings name, or a sentence saying what is missing. */
export function configuredChannel(env: Env = process.env): Channel | { missing: string } {
  const smtp = env.SMTP_URL?.trim();
  if (smtp) {
    const to = env.FORMS_MAIL_TO?.trim();
    const from = env.FORMS_MAIL_FROM?.trim();
    if (!to || !from) return { missing: 'SMTP_URL is set but FORMS_MAIL_TO or FORMS_MAIL_FROM is not' };
    return smtpChannel(smtp, { to, from });
  }
  const endpoint = formMailUrl(env);
  if (endpoint) return formMailChannel(endpoint);
  return { missing: 'no delivery channel is configured (SMTP_URL, or FORM_MAIL_URL)' };
}
