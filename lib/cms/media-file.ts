// Reads the bytes of one of the service's pictures (its icon), for the few answers the site makes from a
// picture rather than linking it: from the service's media host only, within the time budget and a size
// limit, or, for a same-site path (the embedded sample, the built-in icon), from the public folder.
import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { bytesUpTo } from '@/lib/bounded-body';
import { publicFilePath } from '@/lib/public-files';
import type { CmsConfig } from './config';
import { isOffMediaHost } from './media';
import { serviceFetch } from './transport';

/** An icon or logo is a few KB; no picture the site makes something of needs more. */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

async function publicFile(src: string): Promise<Uint8Array | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(src.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const file = publicFilePath(relative);
  if (file === null) return null;
  try {
    const found = await stat(/* turbopackIgnore: true */ file);
    if (!found.isFile() || found.size > MAX_MEDIA_BYTES) return null;
    return new Uint8Array(await readFile(/* turbopackIgnore: true */ file));
  } catch {
    return null;
  }
}

/**
 * Whether an answer may be a picture by its type: anything but a page or a message. A host's maintenance or login
 * page answered with 200 (`text/html`) is no picture of ours, and is not had, so the picture made before it stays;
 * a picture labelled loosely (`application/octet-stream`, S3's `binary/octet-stream`, an SVG as `text/xml`) is read.
 */
function mayBePicture(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return !(
    type === 'application/json' ||
    type === 'application/xhtml+xml' ||
    (type.startsWith('text/') && type !== 'text/xml')
  );
}

async function mediaHostFile(src: string, config: CmsConfig): Promise<Uint8Array | null> {
  try {
    const response = await serviceFetch(src, {
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok || !mayBePicture(response.headers.get('content-type'))) {
      await response.body?.cancel();
      return null;
    }
    return await bytesUpTo(response, MAX_MEDIA_BYTES);
  } catch {
    return null;
  }
}

/**
 * The bytes of the picture at `src` (a same-site path or an address on the service's media host), or null
 * when it cannot be had: missing, too large, slower than the budget, or on another host (the site fetches
 * from the service's hosts only, as next/image does).
 */
export async function readMediaFile(src: string, config: CmsConfig): Promise<Uint8Array | null> {
  if (src.startsWith('/') && !src.startsWith('//')) return publicFile(src);
  if (!/^https?:\/\//i.test(src) || isOffMediaHost(src, config.mediaUrl)) return null;
  return mediaHostFile(src, config);
}
