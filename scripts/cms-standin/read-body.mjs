// A request's whole body, refused past a size: the stand-in's control calls and its form-mail endpoint read theirs so.

/** The body's bytes; rejects once it passes `maxBytes`. */
export function readBody(req, maxBytes) {
  return new Promise((resolveBody, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBytes) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
