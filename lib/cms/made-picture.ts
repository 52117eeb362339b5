// A picture the site makes from one of the service's (the home-screen icon from the settings' icon), kept in
// the answers' cache like an answer: made again at most once per answer lifetime while it is asked for (so a
// file replaced at the same address shows too), and the last one made survives the host's failures and our
// restarts.
import 'server-only';
import type { Loaded } from './cache';
import { answerLifetimeMs } from './client';
import { readCmsConfig } from './config';
import { readMediaFile } from './media-file';
import { pageAnswers } from './page-answers';
import { CMS_TAGS } from './tags';

/** How to make a picture: its name (part of the cache key) and the making, null when the bytes are no picture. */
export type PictureRecipe = { name: string; make(bytes: Uint8Array): Promise<Uint8Array | null> };

/**
 * The picture `recipe` makes of the one at `src` (a settings picture: it follows the settings' tags, so the
 * webhook's `settings` scope makes it again). Null when the source is no picture, or has never been had.
 */
export async function readMadePicture(src: string, recipe: PictureRecipe): Promise<Uint8Array | null> {
  const config = readCmsConfig();
  const load = async (): Promise<Loaded<string | null>> => {
    const bytes = await readMediaFile(src, config);
    // Not had (the host down, slow or missing the file): keep the last one made.
    if (bytes === null) return { ok: false };
    const made = await recipe.make(bytes);
    // Kept as text: the last good answers are stored as JSON.
    return { ok: true, value: made === null ? null : Buffer.from(made).toString('base64') };
  };
  const key = `made-picture|${recipe.name}|${config.apiUrl ?? 'embedded'}|${src}`;
  const stored = await pageAnswers.read(key, answerLifetimeMs(config.cacheSeconds), load, null, [
    CMS_TAGS.all,
    CMS_TAGS.settings,
  ]);
  return stored === null ? null : new Uint8Array(Buffer.from(stored, 'base64'));
}
