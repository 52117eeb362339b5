// A DOCX judged by what it holds (ECMA-376 part 2, Open Packaging Conventions), against an allow-list of what a
// text document is made of: every part's name, the content type [Content_Types].xml declares for it, and the kind
// of every relationship. Macros (vbaProject), embedded objects and packages (OLE, .xlsm, .docm), ActiveX, a
// remote template, a field that runs a program (DDE) and anything of another type are refused whatever their name or
// folder.
import 'server-only';
import { MAX_TEXT_BYTES, type ZipPackage } from './zip-entries';
import { xmlElements } from './xml-elements';

export type PackageProblem = 'content' | 'active';

/** The extensions a text document's parts have: XML, relationships, pictures, embedded fonts. */
const PART_NAME = /\.(xml|rels|png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|wdp|odttf|fntdata)$/i;
/** Folders of embedded objects and controls: refused whatever their parts are called. */
const ACTIVE_FOLDER = /(^|\/)(embeddings|activeX)\//i;
/** The one binary part Word writes that is not an object: the printer's settings. */
const PRINTER_SETTINGS = /^word\/printerSettings\/printerSettings\d+\.bin$/;

const WORDPROCESSING =
  /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.(document\.main|document\.glossary|styles|settings|webSettings|fontTable|numbering|footnotes|endnotes|header|footer|comments|commentsExtended|commentsIds|commentsExtensible|people)\+xml$/;
const CONTENT_TYPES = new Set([
  'application/xml',
  'application/vnd.openxmlformats-package.relationships+xml',
  'application/vnd.openxmlformats-package.core-properties+xml',
  'application/vnd.openxmlformats-officedocument.extended-properties+xml',
  'application/vnd.openxmlformats-officedocument.custom-properties+xml',
  'application/vnd.openxmlformats-officedocument.customXmlProperties+xml',
  'application/vnd.openxmlformats-officedocument.theme+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.printerSettings',
  'application/vnd.openxmlformats-officedocument.obfuscatedFont',
  'application/vnd.ms-word.stylesWithEffects+xml',
  'application/vnd.ms-office.intelligence2+xml',
  'application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml',
  'application/vnd.openxmlformats-officedocument.drawingml.diagramLayout+xml',
  'application/vnd.openxmlformats-officedocument.drawingml.diagramStyle+xml',
  'application/vnd.openxmlformats-officedocument.drawingml.diagramColors+xml',
  'application/vnd.ms-office.drawingml.diagramDrawing+xml',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'image/x-emf',
  'image/x-wmf',
  'image/svg+xml',
  'image/vnd.ms-photo',
]);
const allowedType = (type: string) => CONTENT_TYPES.has(type) || WORDPROCESSING.test(type);

/** Relationship kinds (the last part of their Type) a text document has; a hyperlink alone may leave the file. */
const RELATIONSHIPS = new Set([
  'officeDocument',
  'core-properties',
  'extended-properties',
  'custom-properties',
  'thumbnail',
  'styles',
  'stylesWithEffects',
  'settings',
  'webSettings',
  'fontTable',
  'theme',
  'numbering',
  'footnotes',
  'endnotes',
  'header',
  'footer',
  'comments',
  'commentsExtended',
  'commentsIds',
  'commentsExtensible',
  'people',
  'image',
  'hyperlink',
  'font',
  'customXml',
  'customXmlProps',
  'printerSettings',
  'glossaryDocument',
  'intelligence2',
  'hdphoto',
  'attachedTemplate',
  'diagramData',
  'diagramLayout',
  'diagramQuickStyle',
  'diagramColors',
  'diagramDrawing',
]);

const MAIN_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** The parts that hold the document's text, and so its fields. */
const TEXT_TYPE = /wordprocessingml\.(document\.main|header|footer|footnotes|endnotes|comments)\+xml$/;
/**
 * A field that runs a program (DDE, DDEAUTO: Word asks, then starts it). Its code may be split over many runs, so
 * the codes of a part are read joined.
 */
const DDE_FIELD = /(^|[\s"])DDE(AUTO)?\s/i;

/** Whether a part of the text has a field that runs a program. */
function runsAField(xml: string): boolean {
  const elements = xmlElements(xml);
  const codes = elements.filter((element) => element.name === 'instrText').map((element) => element.text);
  const simple = elements
    .filter((element) => element.name === 'fldSimple')
    .map((element) => element.attributes.instr ?? '');
  return DDE_FIELD.test(` ${codes.join('')} `) || simple.some((code) => DDE_FIELD.test(` ${code} `));
}

/** Each part's content type as [Content_Types].xml declares it; null when a declared type is not on the list. */
function declaredTypes(xml: string) {
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const { name, attributes } of xmlElements(xml)) {
    const type = attributes.ContentType ?? '';
    if (name === 'Default') defaults.set((attributes.Extension ?? '').toLowerCase(), type);
    else if (name === 'Override') overrides.set((attributes.PartName ?? '').toLowerCase(), type);
    else continue;
    if (!allowedType(type)) return null;
  }
  return (part: string) =>
    overrides.get(`/${part}`.toLowerCase()) ?? defaults.get(/\.([^./]+)$/.exec(part)?.[1]?.toLowerCase() ?? '');
}

/**
 * A template on the writer's own disk (`file:///C:/…/Resume.dotx`, as Word records a document made from one): no
 * template can be fetched from it on another machine. One on a server (http, `\\host\share`, `file://host/`) is
 * how a document has Word fetch macros from elsewhere, so it is refused.
 */
const LOCAL_TEMPLATE = /^(file:\/\/\/)?[A-Za-z]:[\\/]/;

/**
 * Whether every relationship of a .rels part is of a kind a text document has, inside the file but for links (and
 * a template on the writer's disk).
 */
function relationshipsAllowed(xml: string): boolean {
  return xmlElements(xml)
    .filter((element) => element.name === 'Relationship')
    .every(({ attributes }) => {
      const kind = (attributes.Type ?? '').split('/').at(-1) ?? '';
      const external = (attributes.TargetMode ?? '').toLowerCase() === 'external';
      if (kind === 'attachedTemplate') return external && LOCAL_TEMPLATE.test(attributes.Target ?? '');
      return RELATIONSHIPS.has(kind) && (!external || kind === 'hyperlink');
    });
}

/** Why the package is no DOCX a CV may be, or null when it is one. */
export async function docxProblem(zip: ZipPackage): Promise<PackageProblem | null> {
  const contentTypes = await zip.text('[Content_Types].xml');
  if (contentTypes === null) return 'content';
  const typeOf = declaredTypes(contentTypes);
  if (!typeOf) return 'active';
  let main = false;
  for (const { name, unpacked } of zip.parts) {
    if (name === '[Content_Types].xml') continue;
    // A folder entry some zip tools write: empty, and named as no part.
    if (name.endsWith('/') && unpacked === 0) continue;
    if (ACTIVE_FOLDER.test(name) || (!PART_NAME.test(name) && !PRINTER_SETTINGS.test(name))) return 'active';
    const type = typeOf(name);
    if (type === undefined || !allowedType(type)) return 'active';
    if (name.endsWith('.rels')) {
      const rels = await zip.text(name);
      if (rels === null || !relationshipsAllowed(rels)) return 'active';
    }
    if (TEXT_TYPE.test(type)) {
      const text = await zip.text(name, MAX_TEXT_BYTES);
      if (text === null) return 'content';
      if (runsAField(text)) return 'active';
    }
    if (name === 'word/document.xml') main = type === MAIN_DOCUMENT;
  }
  return main ? null : 'content';
}
