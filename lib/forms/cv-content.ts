// What a CV really is, read from its bytes, not its name: a PDF, a DOCX or an ODT, each judged by what it holds
// (cv-pdf.ts, cv-docx.ts, cv-odt.ts) against an allow-list of what a text document is made of. A Word 97-2003
// `.doc` is no longer taken: its binary format hides macros and objects in many places, and every Word since 2007
// saves DOCX. The kind found, not what the browser said, names the attachment the organisation receives.
import 'server-only';
import { docxProblem } from './cv-docx';
import { CV_MESSAGES } from './cv-file';
import { odtProblem } from './cv-odt';
import { pdfProblem } from './cv-pdf';
import { openZip } from './zip-entries';

export type CvKind = 'pdf' | 'docx' | 'odt';
export type CvProblem = keyof typeof CV_MESSAGES;

const EXTENSION_KIND: Record<string, CvKind> = { '.pdf': 'pdf', '.docx': 'docx', '.odt': 'odt' };

/** What the organisation receives a CV as: named by its kind, with its kind's type. */
export const CV_KINDS: Readonly<Record<CvKind, { extension: string; contentType: string }>> = {
  pdf: { extension: '.pdf', contentType: 'application/pdf' },
  docx: {
    extension: '.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  odt: { extension: '.odt', contentType: 'application/vnd.oasis.opendocument.text' },
};

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** Why `bytes`, a zip, are no document of the kind `kind`, or null. */
async function packageProblem(kind: 'docx' | 'odt', bytes: Buffer): Promise<CvProblem | null> {
  // Office saves a password-protected DOCX as an OLE file holding the encrypted package (MS-OFFCRYPTO).
  if (kind === 'docx' && bytes.subarray(0, 8).equals(CFB_MAGIC) && bytes.includes(ENCRYPTED_PACKAGE))
    return 'protected';
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'content';
  const zip = await openZip(bytes);
  if ('problem' in zip) return zip.problem === 'too-large' ? 'unpacked' : 'content';
  return kind === 'docx' ? docxProblem(zip.package) : odtProblem(zip.package);
}

/** The kind of document `filename` and `bytes` are together, or why they are no CV the organisation takes. */
export async function cvVerdict(filename: string, bytes: Buffer): Promise<{ kind: CvKind } | { problem: CvProblem }> {
  const extension = /\.[a-z]+$/i.exec(filename)?.[0]?.toLowerCase() ?? '';
  if (extension === '.doc') return { problem: 'doc' };
  const kind = EXTENSION_KIND[extension];
  if (kind === undefined) return { problem: 'type' };
  const problem = kind === 'pdf' ? await pdfProblem(bytes) : await packageProblem(kind, bytes);
  return problem ? { problem } : { kind };
}
