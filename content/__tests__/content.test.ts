/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  blogPostSchema,
  causeSchema,
  eventSchema,
  projectSchema,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
} from '../schemas';
import { services, getServiceById } from '../services';
import { causes, getCauseById, getRelatedCauses } from '../causes';
import { teamMembers, getTeamMemberById } from '../team';
import { events, getEventById } from '../events';
import { projects, getProjectById } from '../projects';
import { adjacentById } from '../lookup';
import { blogPosts, blogCategories, blogTags, getBlogPostById, getPostsByCategory, getRecentPosts } from '../blog';
import { testimonials } from '../testimonials';

const publicDir = join(__dirname, '..', '..', 'public');

type Kind = {
  name: string;
  items: readonly { id: number }[];
  schema: z.ZodType;
  images: (item: never) => string[];
  getById?: (id: number) => { id: number } | undefined;
};

const kinds: Kind[] = [
  {
    name: 'services',
    items: services,
    schema: serviceSchema,
    images: (s: (typeof services)[number]) => [...s.images],
    getById: getServiceById,
  },
  {
    name: 'causes',
    items: causes,
    schema: causeSchema,
    images: (c: (typeof causes)[number]) => [c.image, c.thumbnail, c.authorImage],
    getById: getCauseById,
  },
  {
    name: 'team',
    items: teamMembers,
    schema: teamMemberSchema,
    images: (m: (typeof teamMembers)[number]) => [m.image],
    getById: getTeamMemberById,
  },
  {
    name: 'events',
    items: events,
    schema: eventSchema,
    images: (e: (typeof events)[number]) => [e.image],
    getById: getEventById,
  },
  {
    name: 'projects',
    items: projects,
    schema: projectSchema,
    images: (p: (typeof projects)[number]) => [p.image, ...p.subImages],
    getById: getProjectById,
  },
  {
    name: 'blog',
    items: blogPosts,
    schema: blogPostSchema,
    images: (p: (typeof blogPosts)[number]) => [p.image, p.detailImage, p.authorImage],
    getById: getBlogPostById,
  },
  {
    name: 'testimonials',
    items: testimonials,
    schema: testimonialSchema,
    images: (t: (typeof testimonials)[number]) => [t.image],
  },
];

describe.each(kinds)('$name', ({ items, schema, images }) => {
  it('parses with its zod schema', () => {
    for (const item of items) {
      const result = schema.safeParse(item);
      if (!result.success) throw new Error(`id ${item.id}: ${result.error.message}`);
    }
  });

  it('has unique ids', () => {
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('references image files that exist under public/', () => {
    const missing = items.flatMap((item) => images(item as never)).filter((src) => !existsSync(join(publicDir, src)));
    expect(missing).toEqual([]);
  });
});

describe.each(kinds.filter((kind) => kind.getById))('$name by id', ({ items, getById }) => {
  it('looks an item up by its id, and finds nothing for an unknown id', () => {
    const first = items[0]!;
    expect(getById?.(first.id)).toBe(first);
    expect(getById?.(9999)).toBeUndefined();
  });
});

describe('counts', () => {
  it('matches the specification', () => {
    expect(events).toHaveLength(9);
    expect(projects).toHaveLength(22);
    expect(blogPosts).toHaveLength(15);
    expect(blogCategories).toHaveLength(6);
    expect(services).toHaveLength(6);
    expect(teamMembers.length).toBeGreaterThanOrEqual(6);
    expect(causes.length).toBeGreaterThanOrEqual(4);
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
  });

  it('numbers projects and posts 1..n', () => {
    expect(projects.map((p) => p.id)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(blogPosts.map((p) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
});

describe('blog', () => {
  it('has at least 3 video posts, each with a videoUrl', () => {
    const videos = blogPosts.filter((p) => p.format === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const post of videos) expect(post.videoUrl).toMatch(/^https:\/\//);
  });

  it('uses only known categories and tags', () => {
    for (const post of blogPosts) {
      expect(blogCategories).toContain(post.category);
      for (const tag of post.tags) expect(blogTags).toContain(tag);
    }
    for (const category of blogCategories) expect(getPostsByCategory(category).length).toBeGreaterThan(0);
  });

  it('lists the most recent posts first', () => {
    const recent = getRecentPosts(3);
    expect(recent).toHaveLength(3);
    expect(recent.map((p) => p.createdAt)).toEqual([...recent.map((p) => p.createdAt)].sort().reverse());
  });
});

describe('content consistency', () => {
  it('keeps cause progress consistent with raised / goal', () => {
    for (const c of causes) expect(Math.abs(Math.round((c.raised / c.goal) * 100) - c.progress)).toBeLessThanOrEqual(1);
  });

  it('names cause and blog authors from the team with their images', () => {
    const byName = new Map(teamMembers.map((m) => [m.name, m]));
    for (const c of causes) expect(byName.get(c.authorName)?.image).toBe(c.authorImage);
    for (const p of blogPosts) {
      expect(byName.get(p.author)?.image).toBe(p.authorImage);
      expect(byName.get(p.author)?.title).toBe(p.authorTitle);
    }
  });

  it('dates events in 2026/2027', () => {
    for (const e of events) expect(e.date).toMatch(/^202[67]-/);
  });

  it('has no placeholder text', () => {
    expect(JSON.stringify([services, causes, teamMembers, events, projects, blogPosts, testimonials])).not.toMatch(
      /lorem|ipsum/i,
    );
  });

  it('finds related causes and adjacent projects', () => {
    expect(getRelatedCauses(1).map((c) => c.id)).toEqual([2, 3, 4, 5]);
    expect(adjacentById(projects, 1).previous).toBeUndefined();
    expect(adjacentById(projects, 1).next?.id).toBe(2);
    expect(adjacentById(projects, 22).next).toBeUndefined();
    expect(adjacentById(projects, 99)).toEqual({ previous: undefined, next: undefined });
  });
});

describe('schemas reject bad data', () => {
  it('rejects a video post without videoUrl, a bad image path and inconsistent progress', () => {
    const post = { ...blogPosts[0]!, format: 'video' as const, videoUrl: undefined };
    expect(blogPostSchema.safeParse(post).success).toBe(false);
    expect(eventSchema.safeParse({ ...events[0]!, image: 'images/x.jpg' }).success).toBe(false);
    expect(causeSchema.safeParse({ ...causes[0]!, progress: 10 }).success).toBe(false);
    expect(projectSchema.safeParse({ ...projects[0]!, date: '2026-13-40' }).success).toBe(false);
  });
});
