// A zip as Office and LibreOffice write one, for tests: each entry stored (not compressed) behind its local header,
// then the central directory and its End record (APPNOTE.TXT 4.3). Enough for a DOCX or an ODT's directory to read.

import { crc32, deflateRawSync } from 'node:zlib';

/** An entry stored as `data`, or deflated: its packed bytes, and the size and CRC-32 of what they unpack to. */
type Entry = { name: string; data?: string; deflated?: { packed: Buffer; size: number; crc: number } };

const u16 = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};

/** The bytes of a zip holding `entries`, in order; `comment` ends the file, as a zip's comment does. */
export function zipOf(entries: Entry[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data = '', deflated } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const body = deflated?.packed ?? Buffer.from(data, 'latin1');
    // Version, flags (bit 11: a UTF-8 name), method 0 (stored) or 8 (deflated), time and date, CRC, sizes.
    const method = deflated ? 8 : 0;
    const sizes = [u32(deflated?.crc ?? 0), u32(body.length), u32(deflated?.size ?? body.length)];
    const common = Buffer.concat([u16(20), u16(0x0800), u16(method), u32(0), ...sizes]);
    const local = Buffer.concat([u32(0x04034b50), common, u16(nameBytes.length), u16(0), nameBytes, body]);
    directory.push(
      Buffer.concat([u32(0x02014b50), u16(20), common, u16(nameBytes.length), u16(0), u16(0), u16(0), u16(0)]),
      u32(0),
      u32(offset),
      nameBytes,
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(comment.length),
    Buffer.from(comment, 'latin1'),
  ]);
  return Buffer.concat([...locals, central, end]);
}

/** The parts a DOCX needs, and an ODT (its `mimetype` first, stored), for documents built from them. */
export const DOCX_PARTS: Entry[] = [
  { name: '[Content_Types].xml', data: '<Types/>' },
  { name: 'word/document.xml', data: '<w:document/>' },
];
export const ODT_PARTS: Entry[] = [
  { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
  { name: 'content.xml', data: '<office:document-content/>' },
];

/**
 * A zip bomb: 400 parts of 10 MB of zeros, really deflated (one packed copy, shared), about 4 MB that unpack to
 * 4 GB, under a DOCX's first part.
 */
export function zipBomb(): Buffer {
  const zeros = Buffer.alloc(10 * 1024 * 1024);
  const deflated = { packed: deflateRawSync(zeros, { level: 9 }), size: zeros.length, crc: crc32(zeros) };
  return zipOf([
    { name: '[Content_Types].xml', data: '<Types/>' },
    ...Array.from({ length: 400 }, (_, index) => ({ name: `word/media/image${index}.png`, deflated })),
  ]);
}
