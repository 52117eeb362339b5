// Submissions posted to the organisation's form-mail endpoint (FORM_MAIL_URL): a multipart form whose `form` field
// names the form, `submission` its id, then the fields by name, and the CV as a file.
import { plainText } from './field-text.ts';
import type { Submission } from './submission.ts';

/** How long the endpoint gets before the attempt counts as failed. */
const TIMEOUT_MS = 15_000;

export function formMailChannel(url: string) {
  return {
    name: 'form-mail',
    async deliver(submission: Submission): Promise<void> {
      const body = new FormData();
      body.set('form', submission.form);
      body.set('submission', submission.id);
      // A donor's receipt: the endpoint sends it to this address rather than to the organisation.
      if (submission.to) body.set('to', submission.to);
      // Line breaks as `\n` (sent as CRLF), no bare `\r` or other control character: see field-text.ts.
      for (const { name, value } of submission.fields) body.set(name, plainText(value));
      if (submission.attachment) {
        const { filename, contentType, base64 } = submission.attachment;
        body.set('cv', new Blob([Buffer.from(base64, 'base64')], { type: contentType }), filename);
      }
      const response = await fetch(url, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        cache: 'no-store',
      });
      // Drained, so the connection is released; what it says is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`the form-mail endpoint answered ${response.status}`);
    },
  };
}
