// The names of the files inside a zip (a DOCX or an ODT is one), read from its central directory alone (APPNOTE.TXT
// 4.3.16 and 4.3.12): the End Of Central Directory record at the end says where the directory is, and each entry
// of the directory names one file. Nothing is unpacked. A CV is at most 5 MB, so ZIP64 and split archives are
// refused rather than read, as is any record that points outside the bytes.

const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const ENTRY_SIZE = 46;
/** The EOCD ends the file, followed only by its comment of at most 65,535 bytes. */
const MAX_COMMENT = 0xffff;

/** Where the End Of Central Directory record starts, or -1. */
function endRecordAt(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= earliest; at -= 1) {
    // The record's comment must reach exactly to the end, so a signature inside a comment is not taken.
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_SIZE + bytes.readUInt16LE(at + 20) === bytes.length)
      return at;
  }
  return -1;
}

/** The names of the entries of the zip `bytes` hold, in the directory's order; null when they hold no zip it can read. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < EOCD_SIZE) return null;
  const end = endRecordAt(bytes);
  if (end < 0) return null;
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesHere = bytes.readUInt16LE(end + 8);
  const entries = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  // Split archives and ZIP64 (0xFFFF / 0xFFFFFFFF markers) are never a CV.
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries || entries === 0xffff) return null;
  if (size === 0xffffffff || offset === 0xffffffff || offset + size > end) return null;
  const names: string[] = [];
  let at = offset;
  for (let index = 0; index < entries; index += 1) {
    if (at + ENTRY_SIZE > offset + size || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + ENTRY_SIZE + nameLength + extraLength + commentLength;
    if (next > offset + size) return null;
    // Bit 11: the name is UTF-8; else it is CP437, whose ASCII range is all the names checked here need.
    const utf8 = (bytes.readUInt16LE(at + 8) & 0x0800) !== 0;
    names.push(bytes.subarray(at + ENTRY_SIZE, at + ENTRY_SIZE + nameLength).toString(utf8 ? 'utf8' : 'latin1'));
    at = next;
  }
  return names;
}
