// What every form's server action does with a post, in one place: a bot's post is dropped, the fields are checked
// again, the sender's per-form limit is counted, a CV is checked by its content, and the submission is kept in the
// outbox before the visitor is thanked. Nothing the visitor typed reaches a log.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { errorMessage } from '@/lib/error-message';
import { redisUrl } from '@/lib/redis.mjs';
import { theOutbox } from '@/lib/outbox/outbox';
import { asReplyTo } from '@/lib/outbox/reply-to';
import type { Attachment, Submission } from '@/lib/outbox/submission';
import { CV_KINDS, cvVerdict, type CvProblem } from './cv-content';
import { CV_MESSAGES } from './cv-file';
import { clientAddress, formLimit, takeFormTurn } from './form-rate-limit';
import { FORM_TEXT, FORM_THANKS, type FormKind, type FormState } from './form-state';
import { filledByBot } from './honeypot';
import { EMAIL_INVALID } from './rules';
import { validate, type FieldErrors } from './validate';

export type FormSpec<S extends z.ZodType> = {
  kind: FormKind;
  /** What the organisation calls what it receives: the mail's subject. */
  title: string;
  /** Checks the posted values; its output is what is delivered. */
  schema: S;
  /** The delivered fields, in the order the organisation reads them, with the labels the visitor saw. */
  labels: Readonly<Record<string, string>>;
  /** The field holding the visitor's e-mail address, for a reply. */
  replyTo?: string;
  /** The field of an attached file (the volunteer's CV). */
  file?: string;
  /** Fields the schema reads that are not delivered as such (the pledge's typed amount, delivered as `amount`). */
  reads?: readonly string[];
  /** A check the schema cannot make (a choice from a list read on the server); a message per field, or null. */
  check?: (data: z.output<S>) => FieldErrors | null;
  /**
   * Takes the checked post elsewhere instead of the outbox (a gift to Stripe Checkout): its answer, or null to keep
   * the submission in the outbox as any form's. It may redirect (Next's `redirect()` throws).
   */
  handOff?: (data: z.output<S>, submission: Submission) => Promise<FormState | null>;
  /** The submission's id from its content, so a double post is one (a gift's idempotency); a random id else. */
  idOf?: (data: z.output<S>) => string;
  /** The thanks when it depends on what was sent (a pledge to give offline); FORM_THANKS else. */
  thanks?: (data: z.output<S>) => string;
};

const invalid = (errors: FieldErrors, values: Record<string, string>): FormState => ({
  status: 'invalid',
  message: FORM_TEXT.invalid,
  errors,
  values,
});

/** The posted text fields a form shows again (never a file, never a card's detail: those have no `labels`). */
function textValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * The CV as the organisation receives it, or why it is refused (cv-content.ts). Named and typed by the kind its
 * bytes are (`cv.pdf`, application/pdf): the name and type a browser sends are the sender's to choose, and a mail
 * reader would believe them.
 */
async function attachmentOf(file: File): Promise<Attachment | CvProblem> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const verdict = await cvVerdict(file.name, bytes);
  if ('problem' in verdict) return verdict.problem;
  const { extension, contentType } = CV_KINDS[verdict.kind];
  return { filename: `cv${extension}`, contentType, base64: bytes.toString('base64') };
}

/** The answer to one post of the form `spec` describes. */
export async function receiveForm<S extends z.ZodType>(spec: FormSpec<S>, formData: FormData): Promise<FormState> {
  // Anyone can post to an action: a request with no form in it gets the form's answer, not a crash.
  if (!(formData instanceof FormData)) return invalid({}, {});
  const names = Object.keys(spec.labels);
  const values = textValues(formData, [...names, ...(spec.reads ?? [])]);
  if (filledByBot(formData)) {
    console.warn(`[forms] a ${spec.kind} post filled the hidden field (a bot): dropped`);
    return { status: 'sent', message: FORM_THANKS[spec.kind], errors: {}, values: {} };
  }
  const file = spec.file ? formData.get(spec.file) : null;
  const posted = spec.file ? { ...values, [spec.file]: file } : values;
  const checked = validate(spec.schema, posted);
  if (!checked.ok) return invalid(checked.errors, values);
  const more = spec.check?.(checked.data);
  if (more) return invalid(more, values);
  const data = checked.data as Record<string, unknown>;
  const replyTo = spec.replyTo && typeof data[spec.replyTo] === 'string' ? (data[spec.replyTo] as string) : undefined;
  // The address the form took must be the Reply-To the office gets, exactly (email-address.ts says what is taken).
  if (spec.replyTo && replyTo !== undefined && asReplyTo(replyTo) !== replyTo)
    return invalid({ [spec.replyTo]: EMAIL_INVALID }, values);

  // Counted once the fields are right, so a visitor correcting one is not held back; but before a CV is read for what
  // it holds (a large PDF takes a second or two), so one address cannot make the server read CVs past its limit.
  const address = clientAddress((await headers()).get('x-forwarded-for'));
  if (!(await takeFormTurn(spec.kind, address, formLimit(), redisUrl()))) {
    console.warn(`[forms] a ${spec.kind} post was refused: its address sent more than FORMS_RATE_LIMIT in 10 minutes`);
    return { status: 'failed', message: FORM_TEXT.limited, errors: {}, values };
  }

  let attachment: Attachment | undefined;
  if (spec.file && file instanceof File) {
    const checkedFile = await attachmentOf(file);
    if (typeof checkedFile === 'string') return invalid({ [spec.file]: CV_MESSAGES[checkedFile] }, values);
    attachment = checkedFile;
  }

  const submission: Submission = {
    id: spec.idOf?.(checked.data) ?? randomUUID(),
    form: spec.kind,
    title: spec.title,
    receivedAt: new Date().toISOString(),
    fields: names.map((name) => ({
      name,
      label: spec.labels[name]!,
      value: data[name] === undefined ? '' : String(data[name]),
    })),
    replyTo,
    attachment,
  };
  const handed = await spec.handOff?.(checked.data, submission);
  if (handed) return handed.status === 'failed' ? { ...handed, values } : handed;
  try {
    await theOutbox().put(submission);
  } catch (error) {
    console.error(`[forms] ${spec.kind} ${submission.id} could not be kept: ${errorMessage(error)}`);
    return { status: 'failed', message: FORM_TEXT.failed, errors: {}, values };
  }
  return { status: 'sent', message: spec.thanks?.(checked.data) ?? FORM_THANKS[spec.kind], errors: {}, values: {} };
}
