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

/** Next's tag for one of its script files, as React writes it: the start, and what follows the address. */
const TAG_START = Buffer.from('<script src="/_next/static/');
const TAG_END = Buffer.from('" async=""></script>');
/** Next's preload of its main script, whose download would come before the paint too. */
const PRELOAD_START = Buffer.from('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/');
const PRELOAD_END = Buffer.from('"/>');
/** The longest address between a start and an end that is taken for one of Next's files. */
const MAX_SRC = 512;

/** The type that makes a held script inert; the inline script looks for it. */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';

/** The id of the root layout's inline script that puts held scripts back (AfterLargestPaint.tsx). */
export const LOADER_ID = 'after-largest-paint';
const LOADER = Buffer.from(`<script id="${LOADER_ID}">`);
const HEAD_END = Buffer.from('</head>');
/** How much of an answer is read for its head before it is sent as it is. */
const HEAD_LIMIT = 256 * 1024;
const OPEN = '<'.charCodeAt(0);
const CLOSE = '>'.charCodeAt(0);
const QUOTE = '"'.charCodeAt(0);

/**
 * Where the tag that starts at `at` ends, if it is `start`, an address of one of Next's script files, then
 * `end`: -1 if it is not, null if it may be but goes on past this piece.
 * @param {Buffer} bytes @param {number} at @param {Buffer} start @param {Buffer} end
 */
function tagEnd(bytes, at, start, end) {
  const from = at + start.length;
  const close = bytes.indexOf(end, from);
  if (close !== -1 && close - from <= MAX_SRC) {
    const src = bytes.subarray(from, close);
    const plain = !src.includes(QUOTE) && !src.includes(OPEN) && !src.includes(CLOSE);
    return plain && src.toString('latin1').endsWith('.js') ? close + end.length : -1;
  }
  return bytes.length - from < MAX_SRC + end.length ? null : -1;
}

/**
 * A rewriter of one HTML answer sent in pieces, working on its bytes (the tags are ASCII; the page's text is
 * never decoded): `push` takes each piece and gives back what can be sent, keeping a tag cut between two
 * pieces until its end has come; `end` gives back the rest. The scripts are held only in a page whose head
 * has the inline script that starts them again: the head is kept back until it is whole, and a page without
 * it (Next's own answer when the root layout itself failed) is sent as it is.
 * @returns {{ push(piece: Uint8Array): Buffer, end(): Buffer }}
 */
export function createScriptHolder() {
  /** @type {Buffer} */
  let carried = Buffer.alloc(0);
  /** @type {boolean | undefined} whether this page's scripts are held, once its head has been read */
  let holding;
  /** @param {Buffer} bytes @param {boolean} last the answer's end: a tag cut here will not go on */
  const rewrite = (bytes, last) => {
    /** @type {Buffer[]} */
    const out = [];
    let sent = 0;
    let at = 0;
    // Each search runs again only once the scan has passed what it found (-2: none left in this piece).
    /** @param {Buffer} needle @param {number} found */
    const after = (needle, found) => {
      if (found === -2 || found >= at) return found;
      const index = bytes.indexOf(needle, at);
      return index === -1 ? -2 : index;
    };
    let script = -1;
    let preload = -1;
    for (;;) {
      script = after(TAG_START, script);
      preload = after(PRELOAD_START, preload);
      const next = script < 0 ? preload : preload < 0 ? script : Math.min(script, preload);
      if (next < 0) break;
      const isScript = next === script;
      const end = tagEnd(bytes, next, isScript ? TAG_START : PRELOAD_START, isScript ? TAG_END : PRELOAD_END);
      if (end === null && !last) {
        carried = bytes.subarray(next);
        out.push(bytes.subarray(sent, next));
        return Buffer.concat(out);
      }
      if (end === null || end === -1) {
        at = next + 1;
        continue;
      }
      out.push(bytes.subarray(sent, next));
      if (isScript) {
        const src = bytes.subarray(next + TAG_START.length - '/_next/static/'.length, end - TAG_END.length).toString('latin1');
        out.push(Buffer.from(`<script type="${HELD_SCRIPT_TYPE}" data-src="${src}"></script>`));
      }
      sent = end;
      at = end;
    }
    // A tag's start cut at the end of this piece: keep back from its last `<` with no `>` after it.
    const lastOpen = last ? -1 : bytes.lastIndexOf(OPEN);
    const keep = lastOpen >= sent && bytes.indexOf(CLOSE, lastOpen) === -1 ? lastOpen : bytes.length;
    carried = bytes.subarray(keep);
    out.push(bytes.subarray(sent, keep));
    return out.length === 1 ? out[0] : Buffer.concat(out);
  };
  return {
    push(piece) {
      const bytes = carried.length === 0 ? Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength) : Buffer.concat([carried, piece]);
      carried = Buffer.alloc(0);
      if (holding === undefined) {
        const headEnd = bytes.indexOf(HEAD_END);
        if (headEnd === -1 && bytes.length < HEAD_LIMIT) {
          carried = bytes;
          return Buffer.alloc(0);
        }
        const loader = bytes.indexOf(LOADER);
        holding = loader !== -1 && (headEnd === -1 || loader < headEnd);
      }
      return holding ? rewrite(bytes, false) : bytes;
    },
    end() {
      const rest = carried;
      carried = Buffer.alloc(0);
      return holding ? rewrite(rest, true) : rest;
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
  const asBytes = (chunk, encoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8') : /** @type {Uint8Array} */ (chunk);

  res.write = /** @type {typeof res.write} */ ((chunk, encoding, callback) => {
    const h = holderFor();
    if (!h || chunk === null || chunk === undefined) return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    return write(h.push(asBytes(chunk, encoding)), done);
  });
  res.end = /** @type {typeof res.end} */ ((chunk, encoding, callback) => {
    const h = holderFor();
    if (!h) return end(chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    const piece = chunk !== null && chunk !== undefined && typeof chunk !== 'function' ? h.push(asBytes(chunk, encoding)) : Buffer.alloc(0);
    return end(Buffer.concat([piece, h.end()]), done);
  });
}
