// What a CV really is, read from its bytes, not its name: a PDF, a Word document (.doc or .docx) or an OpenDocument
// text. A program renamed `cv.pdf` is refused. Each format's signature is fixed by its specification; a general
// file-type library tells a .doc only as "some OLE file" (an .msi installer is one too), hence these four checks.
// A DOCX or an ODT is a zip: its directory must list the parts its kind needs, and nothing that runs (a program, a
// script, or macros: a DOCX's vbaProject.bin or embedded objects, an ODT's Basic/ or Scripts/ folder). The kind found, not what the
// browser said, names the attachment the organisation receives.
import { zipEntryNames } from './zip-entries';

export type CvKind = 'pdf' | 'doc' | 'docx' | 'odt';

const EXTENSION_KIND: Record<string, CvKind> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx', '.odt': 'odt' };
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const ODT_MIMETYPE = Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text', 'latin1');
/** Entries that run when opened, or may be made to: no CV needs one. */
const RUNNABLE =
  /\.(exe|dll|com|bat|cmd|msi|scr|pif|cpl|js|jse|vbs|vbe|wsf|wsh|hta|ps1|psm1|sh|jar|class|lnk|apk|app)$|(^|\/)(vbaProject\.bin|embeddings\/[^/]+\.bin)$|(^|\/)(Basic|Scripts)\//i;

/** What the organisation receives a CV as: named by its kind, with its kind's type. */
export const CV_KINDS: Readonly<Record<CvKind, { extension: string; contentType: string }>> = {
  pdf: { extension: '.pdf', contentType: 'application/pdf' },
  doc: { extension: '.doc', contentType: 'application/msword' },
  docx: {
    extension: '.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  odt: { extension: '.odt', contentType: 'application/vnd.oasis.opendocument.text' },
};

/**
 * The document kind of a zip: its parts listed, nothing runnable. Of a DOCX's `.bin` parts, macros
 * (vbaProject.bin) and embedded OLE objects (which can package a program) are refused; printer settings are not.
 */
function zipKindOf(bytes: Buffer): CvKind | null {
  const names = zipEntryNames(bytes);
  if (!names || names.some((name) => RUNNABLE.test(name))) return null;
  // OpenDocument: the first entry is the uncompressed `mimetype` file (ODF 1.2, part 3, 3.3), and the text.
  if (names[0] === 'mimetype' && bytes.subarray(30, 30 + ODT_MIMETYPE.length).equals(ODT_MIMETYPE))
    return names.includes('content.xml') ? 'odt' : null;
  // Office Open XML: a package with its content types and a main document part.
  return names.includes('[Content_Types].xml') && names.includes('word/document.xml') ? 'docx' : null;
}

/** The kind of document `bytes` hold, or null when they are none of the four. */
export function cvKindOf(bytes: Buffer): CvKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // A Word 97-2003 file is an OLE compound file with a WordDocument stream (its name in UTF-16).
  if (bytes.subarray(0, 8).equals(CFB_MAGIC))
    return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? 'doc' : null;
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return zipKindOf(bytes);
  return null;
}

/** The kind of document `bytes` are when it is the kind `filename`'s extension names, else null. */
export function cvKindAsNamed(filename: string, bytes: Buffer): CvKind | null {
  const extension = /\.[a-z]+$/i.exec(filename)?.[0]?.toLowerCase() ?? '';
  const named = EXTENSION_KIND[extension];
  return named !== undefined && cvKindOf(bytes) === named ? named : null;
}
