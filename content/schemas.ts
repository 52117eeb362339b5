// The shape every piece of built-in content must have: its types come from here, and the content
// tests check every item against it, so a slip in the content fails a test rather than a page.
import { z } from 'zod';

/** Site-relative path of a built-in sample image, e.g. `/images/causes/cause-1.webp`. */
export const imagePathSchema = z
  .string()
  .regex(/^\/images\/[a-z0-9-]+\/[a-z0-9-]+\.webp$/, 'expected /images/<kind>/<file>.webp');

const idSchema = z.number().int().positive();
const isoDate = z.iso.date();
const text = z.string().trim().min(1);

export const SERVICE_ICONS = ['water', 'education', 'health', 'food', 'shelter', 'environment'] as const;

export const serviceSchema = z.object({
  id: idSchema,
  icon: z.enum(SERVICE_ICONS),
  title: text,
  description: text,
  /** [card 4:3, detail hero 16:7, secondary 4:3] */
  images: z.tuple([imagePathSchema, imagePathSchema, imagePathSchema]),
});
export type Service = z.infer<typeof serviceSchema>;

export const causeSchema = z
  .object({
    id: idSchema,
    /** Detail hero image, 16:7. */
    image: imagePathSchema,
    /** Card image, 4:3. */
    thumbnail: imagePathSchema,
    title: text,
    progress: z.number().int().min(0).max(100),
    goal: z.number().positive(),
    raised: z.number().nonnegative(),
    authorName: text,
    authorImage: imagePathSchema,
    tag: text,
    description: z.array(text).min(1),
  })
  .refine((c) => Math.abs(Math.round((c.raised / c.goal) * 100) - c.progress) <= 1, {
    message: 'progress must match raised / goal',
    path: ['progress'],
  });
export type Cause = z.infer<typeof causeSchema>;

export const teamMemberSchema = z.object({
  id: idSchema,
  name: text,
  title: text,
  /** Portrait emblem, 1:1. */
  image: imagePathSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const eventSchema = z.object({
  id: idSchema,
  image: imagePathSchema,
  /** ISO date, YYYY-MM-DD. */
  date: isoDate,
  title: text,
  text: text,
  /** The venue's name, as the cards and the schedule show it. */
  location: text,
  /** The venue's postal address, for visitors, calendar apps and search engines. */
  address: z.object({ street: text, locality: text, postalCode: text, country: z.string().regex(/^[A-Z]{2}$/) }),
  /** Where the venue is, for the map tab. */
  coordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  /** Human-readable time range, e.g. "10:00 AM - 2:00 PM". */
  time: text,
});
export type Event = z.infer<typeof eventSchema>;

export const projectSchema = z.object({
  id: idSchema,
  image: imagePathSchema,
  title: text,
  text: text,
  subImages: z.tuple([imagePathSchema, imagePathSchema]),
  client: text,
  location: text,
  /** ISO date, YYYY-MM-DD. */
  date: isoDate,
  duration: text,
  tag: text,
});
export type Project = z.infer<typeof projectSchema>;

export const BLOG_CATEGORIES = ['Charity', 'Education', 'Health', 'Environment', 'Volunteering', 'Community'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const blogPostSchema = z
  .object({
    id: idSchema,
    title: text,
    /** Card image, 4:3. */
    image: imagePathSchema,
    description: text,
    body: z.array(text).min(1),
    author: text,
    authorTitle: text,
    authorImage: imagePathSchema,
    /** ISO date, YYYY-MM-DD. */
    createdAt: isoDate,
    /** Detail hero image, 16:7. */
    detailImage: imagePathSchema,
    commentCount: z.number().int().nonnegative(),
    format: z.enum(['standard', 'video']),
    videoUrl: z.url().optional(),
    category: z.enum(BLOG_CATEGORIES),
    tags: z.array(text),
  })
  .refine((p) => p.format !== 'video' || !!p.videoUrl, {
    message: 'video posts need a videoUrl',
    path: ['videoUrl'],
  });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const testimonialSchema = z.object({
  id: idSchema,
  /** Portrait emblem, 1:1. */
  image: imagePathSchema,
  text: text,
  name: text,
  role: text,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A sample comment shown under posts and causes (the comment form does not store anything). */
export const demoCommentSchema = z.object({
  id: idSchema,
  name: text,
  /** Portrait emblem, 1:1. */
  image: imagePathSchema,
  /** ISO date, YYYY-MM-DD. */
  date: isoDate,
  text: text,
  /** Id of the comment this one answers, if any. */
  replyTo: idSchema.optional(),
});
export type DemoComment = z.infer<typeof demoCommentSchema>;
