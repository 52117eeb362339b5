/**
 * @jest-environment node
 */
// A CV is judged by its bytes: PDF, Word (.doc, .docx) and OpenDocument text pass under their own names; a
// program, an archive or an installer renamed `cv.pdf` or `cv.docx` does not.
import { readFileSync } from 'node:fs';
import { DOCX_PARTS, ODT_PARTS, zipOf } from '@/test/support/zip';
import { cvKindAsNamed, cvKindOf } from '../cv-content';

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
const DOCX = zipOf(DOCX_PARTS);
const ODT = zipOf(ODT_PARTS);
const JAR = zipOf([{ name: 'META-INF/MANIFEST.MF', data: 'Main-Class: Evil' }, { name: 'Evil.class' }]);
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
    expect(cvKindAsNamed('My CV.PDF', PDF)).toBe('pdf');
    expect(cvKindAsNamed('cv.doc', DOC)).toBe('doc');
    expect(cvKindAsNamed('cv.docx', DOCX)).toBe('docx');
    expect(cvKindAsNamed('cv.odt', ODT)).toBe('odt');
    expect(cvKindAsNamed('cv.pdf', PROGRAM)).toBeNull();
    expect(cvKindAsNamed('cv.docx', JAR)).toBeNull();
    expect(cvKindAsNamed('cv.doc', MSI)).toBeNull();
    expect(cvKindAsNamed('cv.docx', PDF)).toBeNull();
    expect(cvKindAsNamed('cv.exe', PDF)).toBeNull();
    expect(cvKindAsNamed('cv', PDF)).toBeNull();
  });
});
