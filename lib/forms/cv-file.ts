// The volunteer form's CV rules as far as a name and a size tell them, checked in the browser as soon as a file
// is chosen (the server also reads its content: cv-content.ts).

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx', '.odt'] as const;
/** For the file input's `accept`: extensions and the matching MIME types. */
export const CV_ACCEPT = [
  ...CV_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
].join(',');

export const CV_MESSAGES = {
  missing: 'Please attach your CV',
  type: 'Your CV must be a PDF, Word or OpenDocument file (.pdf, .doc, .docx or .odt)',
  content: 'This file is not the document its name says: please attach your CV as a PDF, Word or OpenDocument file',
  size: 'Your CV must be 5 MB or smaller',
  empty: 'The chosen file is empty',
} as const;

/** What the check needs from a File (a plain object in tests). */
export type ChosenFile = { name: string; size: number; type: string };

/** The message for a chosen CV, or null when it is acceptable. The extension decides: browsers often send no MIME type for Word files. */
export function cvFileProblem(file: ChosenFile | null | undefined): string | null {
  if (!file || (file.name === '' && file.size === 0)) return CV_MESSAGES.missing;
  const name = file.name.toLowerCase();
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
