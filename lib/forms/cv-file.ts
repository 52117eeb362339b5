// The volunteer form's CV rules as far as a name and a size tell them, checked in the browser as soon as a file
// is chosen (the server also reads its content: cv-content.ts).

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.docx', '.odt'] as const;
/** For the file input's `accept`: extensions and the matching MIME types. */
export const CV_ACCEPT = [
  ...CV_EXTENSIONS,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
].join(',');

/** What the field says under it: the kinds of file it takes. */
export const CV_HINT = 'PDF, DOCX or ODT (.pdf, .docx, .odt), up to 5 MB';

export const CV_MESSAGES = {
  missing: 'Please attach your CV',
  type: 'Your CV must be a PDF, DOCX or ODT file (.pdf, .docx or .odt)',
  doc: 'We no longer take .doc files, which can carry macros: please save your CV as PDF, DOCX or ODT',
  content: 'This file is not the document its name says: please attach your CV as a PDF, DOCX or ODT file',
  active:
    'Your CV holds macros, scripts, embedded objects or files a CV does not need: please save it again as a plain PDF, DOCX or ODT',
  unpacked: 'Your CV unpacks to far more than its size: please save it again as a plain PDF, DOCX or ODT',
  protected: 'Your CV is protected by a password: please attach it without one',
  size: 'Your CV must be 5 MB or smaller',
  empty: 'The chosen file is empty',
} as const;

/** What the check needs from a File (a plain object in tests). */
export type ChosenFile = { name: string; size: number; type: string };

/** The message for a chosen CV, or null when it is acceptable. The extension decides: browsers often send no MIME type for Word files. */
export function cvFileProblem(file: ChosenFile | null | undefined): string | null {
  if (!file || (file.name === '' && file.size === 0)) return CV_MESSAGES.missing;
  const name = file.name.toLowerCase();
  if (name.endsWith('.doc')) return CV_MESSAGES.doc;
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return CV_MESSAGES.type;
  if (file.size === 0) return CV_MESSAGES.empty;
  if (file.size > CV_MAX_BYTES) return CV_MESSAGES.size;
  return null;
}

/** Reads a form value (a File in the browser, a plain object in tests) as a chosen file, or null. */
export function asChosenFile(value: unknown): ChosenFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, size, type } = value as Partial<ChosenFile>;
  return typeof name === 'string' && typeof size === 'number'
    ? { name, size, type: typeof type === 'string' ? type : '' }
    : null;
}
