// The stand-in's form-mail endpoint: what the organisation's form-mail service does with a form the site hands
// on (`POST /form-mail`, urlencoded or multipart), recorded for the journeys to read back through the control
// port. It can be told to fail, as a real one does while it is down.
import { createHash } from 'node:crypto';
import { readBody } from './read-body.mjs';

export const FORM_MAIL_PATH = '/form-mail';
const MAX_BODY = 20 * 1024 * 1024;

/** Where the endpoint keeps what it received, and whether it fails. */
export function formMailState() {
  return { received: [], failing: false };
}

/** One submission as the journeys compare it: text fields by name, files by name, type, size and hash. */
async function readSubmission(req) {
  const body = await readBody(req, MAX_BODY);
  const form = await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
  const fields = {};
  const files = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else {
      const bytes = Buffer.from(await value.arrayBuffer());
      files.push({
        field: name,
        name: value.name,
        type: value.type,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    }
  }
  return {
    at: new Date().toISOString(),
    contentType: String(req.headers['content-type'] ?? '').split(';')[0],
    fields,
    files,
  };
}

/** Answers `POST /form-mail`: 200 and recorded, or 503 while failing (nothing recorded). */
export async function handleFormMail(state, req, res) {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  if (state.failing) {
    await readBody(req, MAX_BODY).catch(() => undefined);
    res.writeHead(503, { 'content-type': 'text/plain' }).end('form-mail is down');
    return;
  }
  try {
    state.received.push(await readSubmission(req));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  } catch (error) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error.message ?? error));
  }
}
