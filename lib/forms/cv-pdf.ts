// A PDF judged by what it holds, read with pdf-lib (object streams included, every object in the file, referenced
// or not): a PDF from its header (`%PDF-`) to its end (`%%EOF`), no markup of another format inside (a PDF + HTML
// polyglot), not encrypted (its objects could not be read), and nothing that runs or carries a file. Refused:
// JavaScript, Launch and every action but going to a place or opening an http(s)/mailto link, an OpenAction that
// is more than a page to open at, additional actions (/AA), embedded files and file attachments, RichMedia, 3D,
// sound and movie annotations, and XFA forms.
import 'server-only';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFStream, PDFString } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';

export type PdfProblem = 'content' | 'active' | 'protected';

/** Keys that only something which runs, or carries a file or a form of another kind, has. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'AA',
  'XFA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMediaContent',
  'RichMediaSettings',
]);
/** Types and subtypes of objects that run, play or carry a file. */
const ACTIVE_TYPES = new Set(['FileAttachment', 'EmbeddedFile', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D']);
/** Actions that run, fetch, send or play something: refused wherever they are written, referenced or not. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'ResetForm',
  'RichMediaExecute',
  'GoToE',
  'GoToR',
  'Rendition',
  'Hide',
  'GoTo3DView',
  'SetOCGState',
]);
/** The actions a CV may have: a link to a place in it, to a web page or an e-mail address, a viewer's named step. */
const ACTIONS = new Set(['GoTo', 'URI', 'Named']);
const LINK = /^(https?:|mailto:)/i;
/** A trailing `%%EOF`: the last bytes, after it only line ends and spaces. */
const END = /%%EOF[\r\n\t \0]*$/;
/** The start of an HTML (or SVG, XML-stylesheet) document: no PDF writer puts one outside a compressed stream. */
const MARKUP = /<(!doctype|html|head|body|script|iframe|svg|object|embed|meta|\?xml-stylesheet)[\s>/]/i;

const nameOf = (object: PDFObject | undefined) => (object instanceof PDFName ? object.decodeText() : undefined);
const textOf = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;

/** Whether the action `object` (a dictionary, or a destination array) may be in a CV; `opening` for OpenAction. */
function allowedAction(object: PDFObject | undefined, opening: boolean): boolean {
  if (object === undefined || object instanceof PDFArray) return true;
  if (!(object instanceof PDFDict)) return false;
  const kind = nameOf(object.get(PDFName.of('S')));
  if (kind === undefined || !ACTIONS.has(kind) || (opening && kind !== 'GoTo')) return false;
  if (kind === 'URI' && !LINK.test(textOf(object.get(PDFName.of('URI'))) ?? '')) return false;
  return true;
}

/** Whether the dictionary `dict` is one a CV may hold (its own keys; what it holds is walked on its own). */
function allowedDict(dict: PDFDict, resolve: (object: PDFObject | undefined) => PDFObject | undefined): boolean {
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    // A value may be written in place or as a reference to an object holding it.
    const held = resolve(value);
    if (ACTIVE_KEYS.has(name)) return false;
    if ((name === 'Type' || name === 'Subtype' || name === 'S') && ACTIVE_TYPES.has(nameOf(held) ?? '')) return false;
    if (name === 'S' && ACTIVE_ACTIONS.has(nameOf(held) ?? '')) return false;
    // A link's address, wherever the action is (a chain's /Next array too).
    if (name === 'URI' && textOf(held) !== undefined && !LINK.test(textOf(held)!)) return false;
    if (name === 'OpenAction' && !allowedAction(held, true)) return false;
    if ((name === 'A' || name === 'Next') && !allowedAction(held, false)) return false;
  }
  if (nameOf(dict.get(PDFName.of('Type'))) === 'Action' && !allowedAction(dict, false)) return false;
  return true;
}

/** Why `bytes` are no PDF a CV may be, or null when they are one. */
export async function pdfProblem(bytes: Buffer): Promise<PdfProblem | null> {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-') || !END.test(text.slice(-1024)) || MARKUP.test(text)) return 'content';
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
    });
    if (document.isEncrypted) return 'protected';
    // A document with no page tree is no document (pdf-lib throws on a catalog without one).
    if (document.getPageCount() === 0) return 'content';
  } catch {
    return 'content';
  }
  const resolve = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? document.context.lookup(object) : object;
  // Every object the file holds, and every dictionary inside one (an action is often written in place).
  const waiting: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  const seen = new Set<PDFObject>();
  while (waiting.length > 0) {
    const object = waiting.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      if (!allowedDict(dict, resolve)) return 'active';
      waiting.push(...dict.values());
    } else if (dict instanceof PDFArray) waiting.push(...dict.asArray());
  }
  return null;
}
