// What the site accepts from the content service, read tolerantly so that one bad field costs that
// field and not the page.
import { z } from 'zod';

/**
 * zod schemas for the content service's answers. They are deliberately tolerant: older and
 * newer deployments differ, so a wrong type in one field or item drops that field or item
 * (caught to null) instead of the whole answer.
 */
const text = z.string().nullable().optional().catch(null);

/** Cuts a string to `max` characters (whole code points): a runaway field cannot swell every page. */
const clipped = (max: number) =>
  z.string().transform((value) => (value.length > max ? Array.from(value).slice(0, max).join('') : value));
/**
 * A plain field shown as text (a name, a phone number, an address line): bounded here so that its
 * processing is, and cut to PLAIN_FIELD_MAX in reshape, once its markup is gone.
 */
const shortText = clipped(5000).nullable().optional().catch(null);
export const PLAIN_FIELD_MAX = 300;
/** A field shown as it is, markup and all escaped (the address, with its line breaks): cut here. */
const verbatimText = clipped(PLAIN_FIELD_MAX).nullable().optional().catch(null);
/** A link or a media path: one cut short would be broken, so one too long is dropped. */
const link = z.string().max(2048).nullable().optional().catch(null);
/** Menu names become addresses and header links; the proxy takes addresses up to 2,048 characters. */
const MENU_NAME_MAX = 120;
const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().nonnegative(),
);

export const sliderSchema = z
  .object({
    id: id.optional().catch(undefined),
    title: text,
    subtitle: shortText,
    image: link,
    serial_number: z.number().nullable().optional().catch(null),
  })
  .refine((slide) => Boolean(slide.title || slide.image), 'a slide needs a title or an image');
export type RawSlider = z.infer<typeof sliderSchema>;

export const settingsSchema = z.object({
  title: shortText,
  site_name: shortText,
  site_address: link,
  email: shortText,
  email2: shortText,
  email3: shortText,
  phone: shortText,
  phone2: shortText,
  phone3: shortText,
  favicon: link,
  logo: link,
  footer_logo: link,
  address: verbatimText,
  address2: verbatimText,
  facebook_url: link,
  twitter_url: link,
  instagram_url: link,
  google_url: link,
  linkedin_url: link,
});
export type RawSettings = z.infer<typeof settingsSchema>;

export type RawMenuNode = { id: number; name: string; children: RawMenuNode[] };
export const menuNodeSchema: z.ZodType<RawMenuNode> = z.lazy(() =>
  z.object({
    id,
    name: clipped(MENU_NAME_MAX).pipe(z.string().trim().min(1)),
    children: z.preprocess((v) => (Array.isArray(v) ? v : []), lenientList(menuNodeSchema)),
  }),
);

/**
 * A list whose malformed items are dropped. Something that is not a list, or a list none of
 * whose items can be read, fails the answer: the last good answer keeps serving instead.
 */
export function lenientList<T>(item: z.ZodType<T>) {
  return z.array(z.unknown()).transform((values, ctx): T[] => {
    const kept = values.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    if (values.length > 0 && kept.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'no item of the list could be read' });
      return z.NEVER;
    }
    return kept;
  });
}

/**
 * An object keyed by section name whose unusable values are dropped. An emptied section (null, or
 * no pictures) is an editor's choice and is kept as empty; but an object with values none of which
 * has a usable type fails the answer, as a list does, so a service that suddenly sends the wrong
 * types keeps the last good content on the pages instead of emptying them.
 */
function lenientRecord<T>(usable: (value: unknown) => value is T) {
  return z
    .record(z.string(), z.unknown())
    .nullable()
    .transform((record, ctx): Record<string, T> => {
      const entries = Object.entries(record ?? {});
      const kept = entries.filter((entry): entry is [string, T] => usable(entry[1]));
      if (kept.length === 0 && entries.some(([, value]) => !isEmptied(value))) {
        ctx.addIssue({ code: 'custom', message: 'no value of the object could be read' });
        return z.NEVER;
      }
      return Object.fromEntries(kept);
    });
}

const isEmptied = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);
const isString = (value: unknown): value is string => typeof value === 'string';
/** One image path, or a list holding at least one file name (its other items are dropped later). */
const isImageValue = (value: unknown): value is string | unknown[] =>
  isString(value) || (Array.isArray(value) && value.some(isString));

export const slidersResponseSchema = z.object({ homepage_sliders: lenientList(sliderSchema) });
export const settingsResponseSchema = z.object({ general_settings: lenientList(settingsSchema) });
export const menusResponseSchema = z.object({ menus: lenientList(menuNodeSchema) });
/** section name -> HTML. */
export const contentsResponseSchema = z.object({ menu_contents: lenientRecord(isString) });
/** section name -> a string (one image) or a list (several); the list's items are normalised later. */
export const imagesResponseSchema = z.object({ content_images: lenientRecord(isImageValue) });
