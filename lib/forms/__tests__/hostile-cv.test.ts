/**
 * @jest-environment node
 */
// Probes of issue 48 on the CV: a DOCX or ODT is judged by the directory of its zip (the parts its kind needs, and
// nothing that runs), read without unpacking, and a crafted directory is refused, never followed out of the file.
import { DOCX_PARTS, ODT_PARTS, zipOf } from '@/test/support/zip';
import { cvKindOf } from '../cv-content';
import { zipEntryNames } from '../zip-entries';

describe('a zip’s directory', () => {
  it('lists the names of its entries, in order, whatever its comment holds', () => {
    const zip = zipOf([...DOCX_PARTS, { name: 'docProps/app.xml' }], 'PK\x05\x06 a signature inside the comment');
    expect(zipEntryNames(zip)).toEqual(['[Content_Types].xml', 'word/document.xml', 'docProps/app.xml']);
  });

  it('is refused when its End record or an entry points outside the file, or it is cut short', () => {
    const zip = zipOf(DOCX_PARTS);
    const end = zip.length - 22;
    const outside = Buffer.from(zip);
    outside.writeUInt32LE(zip.length * 4, end + 16);
    const tooMany = Buffer.from(zip);
    tooMany.writeUInt16LE(9, end + 8);
    tooMany.writeUInt16LE(9, end + 10);
    const longName = Buffer.from(zip);
    longName.writeUInt16LE(0xfff0, zip.readUInt32LE(end + 16) + 28);
    for (const bytes of [outside, tooMany, longName, zip.subarray(0, zip.length - 5), Buffer.from('PK\x03\x04')])
      expect(zipEntryNames(bytes)).toBeNull();
  });
});

describe('a DOCX or an ODT', () => {
  it('is one only with the parts its kind needs', () => {
    expect(cvKindOf(zipOf(DOCX_PARTS))).toBe('docx');
    expect(cvKindOf(zipOf(ODT_PARTS))).toBe('odt');
    // The part names in the first entry's data only, as the former check by bytes took them.
    expect(cvKindOf(zipOf([{ name: 'notes.txt', data: '[Content_Types].xml word/document.xml' }]))).toBeNull();
    expect(cvKindOf(zipOf([ODT_PARTS[0]!]))).toBeNull();
    expect(cvKindOf(zipOf([{ name: 'mimetype', data: 'application/zip' }, ODT_PARTS[1]!]))).toBeNull();
  });

  it('is refused with a program, a script or macros inside', () => {
    for (const extra of [
      'word/media/setup.exe',
      'run.bat',
      'payload.js',
      'x/evil.vbs',
      'a.ps1',
      'install.sh',
      'lib.dll',
      'app.jar',
      'SETUP.MSI',
      'screen.scr',
      'word/vbaProject.bin',
      'word/embeddings/oleObject1.bin',
    ])
      expect([extra, cvKindOf(zipOf([...DOCX_PARTS, { name: extra }]))]).toEqual([extra, null]);
    expect(cvKindOf(zipOf([...ODT_PARTS, { name: 'Basic/Standard/Module1.xml' }]))).toBeNull();
    // What Word writes of the printer is no program.
    expect(cvKindOf(zipOf([...DOCX_PARTS, { name: 'word/printerSettings/printerSettings1.bin' }]))).toBe('docx');
    expect(cvKindOf(zipOf([...ODT_PARTS, { name: 'Scripts/python/run.py' }]))).toBeNull();
  });
});
