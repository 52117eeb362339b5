/**
 * @jest-environment node
 */
// A CV is judged by its bytes: PDF, Word (.doc, .docx) and OpenDocument text pass under their own names; a
// program, an archive or an installer renamed `cv.pdf` or `cv.docx` does not.
import { readFileSync } from 'node:fs';
import { cvKindOf, isCvAsNamed } from '../cv-content';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const PDF = ascii('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOC = Buffer.concat([
  CFB,
  Buffer.alloc(504),
  Buffer.from('Root Entry', 'utf16le'),
  Buffer.from('WordDocument', 'utf16le'),
]);
const MSI = Buffer.concat([
  CFB,
  Buffer.alloc(504),
  Buffer.from('Root Entry', 'utf16le'),
  Buffer.from('SummaryInformation', 'utf16le'),
]);
const zipEntry = (name: string, data = '') =>
  Buffer.concat([ascii('PK\x03\x04'), Buffer.alloc(22), Buffer.from([name.length, 0, 0, 0]), ascii(name), ascii(data)]);
const DOCX = Buffer.concat([
  zipEntry('[Content_Types].xml', '<Types/>'),
  zipEntry('word/document.xml', '<w:document/>'),
]);
const ODT = zipEntry('mimetype', 'application/vnd.oasis.opendocument.text');
const JAR = Buffer.concat([zipEntry('META-INF/MANIFEST.MF', 'Main-Class: Evil'), zipEntry('Evil.class')]);
/** A real program: this machine's Node binary's first kilobytes. */
const PROGRAM = readFileSync(process.execPath).subarray(0, 4096);

describe('what a CV is, by its bytes', () => {
  it('tells the four document kinds apart', () => {
    expect(cvKindOf(PDF)).toBe('pdf');
    expect(cvKindOf(DOC)).toBe('doc');
    expect(cvKindOf(DOCX)).toBe('docx');
    expect(cvKindOf(ODT)).toBe('odt');
  });

  it('knows no program, archive or other OLE file as one', () => {
    for (const bytes of [
      PROGRAM,
      JAR,
      MSI,
      ascii('MZ\x90\x00 this program cannot be run'),
      ascii('#!/bin/sh\nrm -rf /'),
      Buffer.alloc(0),
    ]) {
      expect(cvKindOf(bytes)).toBeNull();
    }
  });

  it('takes a document only under its own kind of name', () => {
    expect(isCvAsNamed('My CV.PDF', PDF)).toBe(true);
    expect(isCvAsNamed('cv.doc', DOC)).toBe(true);
    expect(isCvAsNamed('cv.docx', DOCX)).toBe(true);
    expect(isCvAsNamed('cv.odt', ODT)).toBe(true);
    expect(isCvAsNamed('cv.pdf', PROGRAM)).toBe(false);
    expect(isCvAsNamed('cv.docx', JAR)).toBe(false);
    expect(isCvAsNamed('cv.doc', MSI)).toBe(false);
    expect(isCvAsNamed('cv.docx', PDF)).toBe(false);
    expect(isCvAsNamed('cv.exe', PDF)).toBe(false);
    expect(isCvAsNamed('cv', PDF)).toBe(false);
  });
});
