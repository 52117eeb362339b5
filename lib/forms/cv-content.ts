// What a CV really is, read from its bytes, not its name: a PDF, a Word document (.doc or .docx) or an OpenDocument
// text. A program renamed `cv.pdf` is refused. Each format's signature is fixed by its specification; a general
// file-type library tells a .doc only as "some OLE file" (an .msi installer is one too), hence these four checks.

export type CvKind = 'pdf' | 'doc' | 'docx' | 'odt';

const EXTENSION_KIND: Record<string, CvKind> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx', '.odt': 'odt' };
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const ODT_MIMETYPE = Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text', 'latin1');

/** The kind of document `bytes` hold, or null when they are none of the four. */
export function cvKindOf(bytes: Buffer): CvKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // A Word 97-2003 file is an OLE compound file with a WordDocument stream (its name in UTF-16).
  if (bytes.subarray(0, 8).equals(CFB_MAGIC))
    return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? 'doc' : null;
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    // OpenDocument: the first entry is the uncompressed `mimetype` file (ODF 1.2, part 3, 3.3).
    if (bytes.subarray(30, 30 + ODT_MIMETYPE.length).equals(ODT_MIMETYPE)) return 'odt';
    // Office Open XML: a package with its content types and a main document part.
    if (bytes.includes('[Content_Types].xml') && bytes.includes('word/document.xml')) return 'docx';
  }
  return null;
}

/** True when `bytes` are the kind of document `filename`'s extension names. */
export function isCvAsNamed(filename: string, bytes: Buffer): boolean {
  const extension = /\.[a-z]+$/i.exec(filename)?.[0]?.toLowerCase() ?? '';
  const named = EXTENSION_KIND[extension];
  return named !== undefined && cvKindOf(bytes) === named;
}
