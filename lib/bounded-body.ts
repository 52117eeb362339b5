// Reads a body (a request's, or an answer's) only up to a size its reader could ever need, so no
// sender, even one with a secret or a chunked answer with no length, makes the server hold more.

/** The body's bytes, or null when it is longer than `maxBytes` (a declared longer one is not read at all). */
export async function bytesUpTo(
  message: Request | Response,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(message.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel();
    return null;
  }
  if (!message.body) return new Uint8Array();
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, or null when it is longer than `maxBytes`. */
export async function textUpTo(message: Request | Response, maxBytes: number): Promise<string | null> {
  const bytes = await bytesUpTo(message, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}
