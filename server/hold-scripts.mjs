// Next's scripts are fetched and started once the page's largest paint is shown, never before it.
//
// Next writes each of its script files as `<script src="…" async="">`, which the browser fetches at once and
// runs as soon as it has it. Served from nearby, the files arrive during the first style and layout pass
// and run before the first picture is on the screen; on a slow phone they share its bandwidth with what
// that paint needs. Lighthouse's simulation of such a phone counts every script that had downloaded before
// the real load's largest paint (a short start-up task is too small for it to see when it ran): the home
// page's LCP was 2.4-2.9 s in its runs with them, 1.2-1.3 s with none. Here each such tag becomes a held
// copy that fetches and runs nothing (and Next's preload of its main script is left out), and the page's
// inline script (components/site/after-largest-paint.ts) puts them back once the paint is reported. Nothing
// else of the page changes.

/** Next's tag for one of its script files, as React writes it. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Next's preload of its main script, whose download would come before the paint too. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/** The type that makes a held script inert; the inline script looks for it. */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';

/** The id of the root layout's inline script that puts held scripts back (AfterLargestPaint.tsx). */
export const LOADER_ID = 'after-largest-paint';
const LOADER = `<script id="${LOADER_ID}">`;
/** How much of an answer is read for its head before it is sent as it is. */
const HEAD_LIMIT = 256 * 1024;

/**
 * A rewriter of one HTML answer sent in pieces: `push` takes each piece and gives back what can be sent,
 * keeping a tag cut between two pieces until its end has come; `end` gives back the rest. The scripts are
 * held only in a page whose head has the inline script that starts them again: the head is kept back until
 * it is whole, and a page without it (Next's own answer when the root layout itself failed) is sent as it is.
 * @returns {{ push(piece: string): string, end(): string }}
 */
export function createScriptHolder() {
  let carried = '';
  /** @type {boolean | undefined} whether this page's scripts are held, once its head has been read */
  let holding;
  /** @param {string} html */
  const rewrite = (html) =>
    html.replace(SCRIPT_PRELOAD, '').replace(ASYNC_SCRIPT, (_, src) => `<script type="${HELD_SCRIPT_TYPE}" data-src="${src}"></script>`);
  return {
    push(piece) {
      const text = carried + piece;
      if (holding === undefined) {
        const headEnd = text.indexOf('</head>');
        if (headEnd === -1 && text.length < HEAD_LIMIT) {
          carried = text;
          return '';
        }
        holding = text.lastIndexOf(LOADER, headEnd === -1 ? text.length : headEnd) !== -1;
      }
      if (!holding) {
        carried = '';
        return text;
      }
      // Keep back an unfinished tag: a `<` with no `>` after it, or a `<script` not closed yet.
      const lastOpen = text.lastIndexOf('<');
      const lastScript = text.lastIndexOf('<script');
      let cut = text.length;
      if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen;
      if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1) cut = Math.min(cut, lastScript);
      carried = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end() {
      const rest = holding ? rewrite(carried) : carried;
      carried = '';
      return rest;
    },
  };
}

/**
 * Makes `res` send an HTML answer with Next's scripts held (see above). Call it before Next writes:
 * wrapped around write and end, it decides at the first piece, from the answer's type.
 * @param {import('node:http').ServerResponse} res
 */
export function holdScriptsOf(res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @type {ReturnType<typeof createScriptHolder> | null | undefined} */
  let holder;
  const decoder = new TextDecoder();
  const holderFor = () => {
    if (holder !== undefined) return holder;
    const isHtml = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    // The answer's length changes: Next's Content-Length is dropped (the body is then sent in chunks or
    // compressed). An answer whose head already went out with a length is sent as it is.
    if (isHtml && !res.headersSent) res.removeHeader('content-length');
    holder = isHtml && (!res.headersSent || res.getHeader('content-length') === undefined) ? createScriptHolder() : null;
    return holder;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const asText = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8').toString('utf8')
      : decoder.decode(/** @type {Uint8Array} */ (chunk), { stream: true });

  res.write = /** @type {typeof res.write} */ ((chunk, encoding, callback) => {
    const h = holderFor();
    if (!h || chunk === null || chunk === undefined) return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    return write(h.push(asText(chunk, encoding)), 'utf8', done);
  });
  res.end = /** @type {typeof res.end} */ ((chunk, encoding, callback) => {
    const h = holderFor();
    if (!h) return end(chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    const piece = chunk !== null && chunk !== undefined && typeof chunk !== 'function' ? h.push(asText(chunk, encoding)) : '';
    return end(piece + h.push(decoder.decode()) + h.end(), 'utf8', done);
  });
}
