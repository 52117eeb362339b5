// The site's public folder, whose files Next serves as they are: where one of them is, for the code that
// also reads them (share pictures, the home-screen icon from a same-site icon).
import path from 'node:path';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** The absolute path of `segments` (decoded) inside the public folder; null when they lead out of it or to it. */
export function publicFilePath(...segments: string[]): string | null {
  const file = path.join(PUBLIC_DIR, ...segments);
  return file.startsWith(`${PUBLIC_DIR}${path.sep}`) ? file : null;
}

/** The address Next serves `file` (an absolute path inside the public folder) at: `/images/causes/cause-1.webp`. */
export function publicFileHref(file: string): string {
  return `/${path.relative(PUBLIC_DIR, file).split(path.sep).map(encodeURIComponent).join('/')}`;
}
