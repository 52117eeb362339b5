// A DOCX or an ODT is a zip. Its directory is read with yauzl (the well-kept zip reader) and judged before anything
// is unpacked: the sizes it declares, in total and against the bytes posted, are capped, so a "zip bomb" is refused
// from its directory alone. Only the small XML parts that describe the package are ever read, each with a cap that
// yauzl enforces (it also fails a part whose data inflates past the size the directory declared).
import 'server-only';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';

/** A CV is at most 5 MB: more parts than this is no document a person wrote. */
export const MAX_ZIP_ENTRIES = 1000;
/** The most a CV may unpack to, all parts together, as its directory declares. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** How much larger than its zip a CV may unpack to: XML packs about 5 to 10 times, pictures not at all. */
export const MAX_UNPACK_RATIO = 100;
/** The most read of one describing part ([Content_Types].xml, a .rels, META-INF/manifest.xml). */
export const MAX_PART_BYTES = 256 * 1024;

/** The most read of a document's text (an ODT's content.xml), looked through for what embeds or runs. */
export const MAX_TEXT_BYTES = 8 * 1024 * 1024;

export type ZipPart = { name: string; packed: number; unpacked: number; stored: boolean };
export type ZipPackage = {
  parts: ZipPart[];
  /** The text of the part `name` (at most `max` bytes), or null when it is missing, larger or unreadable. */
  text(name: string, max?: number): Promise<string | null>;
};
export type ZipVerdict = { package: ZipPackage } | { problem: 'unreadable' | 'too-large' };

async function readPart(zip: ZipFile, entry: Entry, max: number): Promise<string | null> {
  if (entry.uncompressedSize > max) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } catch {
    return null;
  }
}

/** The package `bytes` hold, its sizes within the caps; or why not. */
export async function openZip(bytes: Buffer): Promise<ZipVerdict> {
  let zip: ZipFile;
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  try {
    zip = await fromBufferPromise(bytes, { strictFileNames: true, validateEntrySizes: true });
    if (zip.entryCount > MAX_ZIP_ENTRIES) return { problem: 'too-large' };
    for await (const entry of zip.eachEntry()) {
      // Part names are case-insensitive (OPC, ODF): a second part of the same name is a second meaning.
      const key = entry.fileName.toLowerCase();
      if (entries.has(key) || entry.isEncrypted()) return { problem: 'unreadable' };
      entries.set(key, entry);
      unpacked += entry.uncompressedSize;
    }
  } catch {
    return { problem: 'unreadable' };
  }
  if (unpacked > MAX_UNPACKED_BYTES || unpacked > bytes.length * MAX_UNPACK_RATIO) return { problem: 'too-large' };
  const parts = [...entries.values()].map((entry) => ({
    name: entry.fileName,
    packed: entry.compressedSize,
    unpacked: entry.uncompressedSize,
    stored: entry.compressionMethod === 0,
  }));
  return {
    package: {
      parts,
      text: async (name, max = MAX_PART_BYTES) => {
        const entry = entries.get(name.toLowerCase());
        return entry ? readPart(zip, entry, max) : null;
      },
    },
  };
}
