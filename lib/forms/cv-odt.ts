// An ODT judged by what it holds (ODF 1.3, part 2: packages): its `mimetype` first and stored, and every other part
// listed in META-INF/manifest.xml with a media type and a name on an allow-list of what a text document is made
// of. Embedded objects (`Object 1`, OLE, charts, formulas, their replacement pictures), Basic macros and scripts
// are refused whatever their name or folder.
import 'server-only';
import type { PackageProblem } from './cv-docx';
import { MAX_TEXT_BYTES, type ZipPackage } from './zip-entries';
import { xmlElements } from './xml-elements';

const ODT_TYPE = 'application/vnd.oasis.opendocument.text';
const MEDIA_TYPES = new Set([
  'text/xml',
  'application/rdf+xml',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'image/svg+xml',
  // LibreOffice's folder of toolbar and menu settings, written empty.
  'application/vnd.sun.xml.ui.configuration',
  // A folder entry.
  '',
]);
/** The names of a text document's parts: XML and RDF, pictures, and folders. */
const PART_NAME = /(\.(xml|rdf|png|jpe?g|gif|bmp|tiff?|svg)|\/)$/i;
/** Folders of macros, scripts, dialogs and embedded objects (and the pictures that stand in for objects). */
const ACTIVE_FOLDER = /^(Basic|Scripts|Dialogs|Object[^/]*|ObjectReplacements)\//i;
/**
 * Elements of the text that embed or run something (ODF 1.3 part 3: draw:object, draw:object-ole, draw:applet,
 * draw:plugin, draw:floating-frame, office:script, office:event-listeners, text:execute-macro, DDE links): the manifest names
 * a part's type, but the text decides what it is opened as. LibreOffice writes an empty `office:scripts`.
 */
const ACTIVE_ELEMENT = /^(object|object-ole|applet|plugin|floating-frame|script|event-listeners?|execute-macro)$/;
/** The parts whose text is read for those elements. */
const TEXT_PARTS = ['content.xml', 'styles.xml'];
/** The package's own parts, described by nothing else. */
const PACKAGE_PARTS = new Set(['mimetype', 'META-INF/manifest.xml']);

/** Why the package is no ODT a CV may be, or null when it is one. */
export async function odtProblem(zip: ZipPackage): Promise<PackageProblem | 'protected' | null> {
  const [first] = zip.parts;
  // ODF 1.3 part 2, 3.3: `mimetype` is the first part, stored, and names the document's type.
  if (first?.name !== 'mimetype' || !first.stored || (await zip.text('mimetype')) !== ODT_TYPE) return 'content';
  const manifest = await zip.text('META-INF/manifest.xml');
  if (manifest === null) return 'content';
  const listed = new Map<string, string>();
  const described = xmlElements(manifest);
  // A password-protected ODT: its text cannot be read, here or by the office without the password.
  if (described.some((element) => element.name === 'encryption-data')) return 'protected';
  for (const { name, attributes } of described) {
    if (name !== 'file-entry') continue;
    const path = attributes['full-path'] ?? '';
    const type = attributes['media-type'] ?? '';
    if (ACTIVE_FOLDER.test(path)) return 'active';
    if (path === '/' ? type !== ODT_TYPE : !MEDIA_TYPES.has(type) || !PART_NAME.test(path)) return 'active';
    listed.set(path, type);
  }
  if (listed.get('/') !== ODT_TYPE || listed.get('content.xml') !== 'text/xml') return 'content';
  const folders = [...listed.keys()].filter((path) => path.endsWith('/'));
  for (const { name, unpacked } of zip.parts) {
    if (ACTIVE_FOLDER.test(name)) return 'active';
    if (PACKAGE_PARTS.has(name) || listed.has(name)) continue;
    // LibreOffice writes the empty sub-folders of a listed folder (Configurations2/toolbar/) without listing them.
    if (name.endsWith('/') && unpacked === 0 && folders.some((folder) => name.startsWith(folder))) continue;
    return 'active';
  }
  for (const part of TEXT_PARTS) {
    const xml = await zip.text(part, MAX_TEXT_BYTES);
    if (xml === null) return part === 'content.xml' ? 'content' : null;
    if (xmlElements(xml).some((element) => ACTIVE_ELEMENT.test(element.name))) return 'active';
  }
  return null;
}
