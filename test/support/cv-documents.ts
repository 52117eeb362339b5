// Documents for the CV tests: the ones real tools made (e2e/fixtures/documents, see its README), and hostile ones
// built from them here, with yauzl reading and yazl writing the zips, and pdf-lib the PDFs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';

export const DOCUMENTS = path.join(__dirname, '../../e2e/fixtures/documents');

/** The bytes of a fixture in e2e/fixtures/documents. */
export const documentFixture = (name: string) => readFileSync(path.join(DOCUMENTS, name));

type Part = { name: string; data: Buffer };

/** The parts of the zip `bytes`, in order, unpacked (tests only: the site never unpacks a CV). */
export async function zipParts(bytes: Buffer): Promise<Part[]> {
  const zip = await fromBufferPromise(bytes);
  const parts: Part[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    if (!entry.fileName.endsWith('/'))
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk);
    parts.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  return parts;
}

type Change = {
  /** Parts added at the end. */
  add?: { name: string; data: string | Buffer }[];
  /** A part's text changed (a manifest or content types given one more line). */
  edit?: Record<string, (text: string) => string>;
};

/** The zip `bytes` again with `change` made: `mimetype` stays first and stored, as ODF wants it. */
export async function rezip(bytes: Buffer, { add = [], edit = {} }: Change): Promise<Buffer> {
  const zip = new ZipFile();
  const parts = [...(await zipParts(bytes)), ...add.map(({ name, data }) => ({ name, data: Buffer.from(data) }))];
  for (const { name, data } of parts) {
    const edited = edit[name] ? Buffer.from(edit[name](data.toString('utf8'))) : data;
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else zip.addBuffer(edited, name, { compress: name !== 'mimetype' });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** [Content_Types].xml with one more declaration. */
export const declaring = (declaration: string) => (xml: string) => xml.replace('</Types>', `${declaration}</Types>`);
/** An ODT's manifest with one more entry. */
export const listing = (path: string, type: string) => (xml: string) =>
  xml.replace(
    '</manifest:manifest>',
    ` <manifest:file-entry manifest:full-path="${path}" manifest:media-type="${type}"/>\n</manifest:manifest>`,
  );
/** A DOCX's document relationships with one more. */
export const relating =
  (type: string, target: string, external = false) =>
  (xml: string) =>
    xml.replace(
      '</Relationships>',
      `<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/></Relationships>`,
    );
