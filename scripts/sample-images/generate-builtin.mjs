#!/usr/bin/env node
// Writes every image referenced by the built-in content modules (content/*.ts) into public/images/<kind>/.
// Usage: node scripts/sample-images/generate-builtin.mjs
import { fileURLToPath } from 'node:url';
import { join, dirname, relative } from 'node:path';
import { writeArt } from './art.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'public', 'images');

const CARD = [800, 600]; // 4:3
const HERO = [1600, 700]; // 16:7
const TEAM = [400, 400]; // 1:1
const AVATAR = [300, 300]; // 1:1
const THEMES = ['waves', 'circles', 'hearts', 'leaves', 'city', 'hills']; // water, education, health, food, shelter, environment
const range = (n) => Array.from({ length: n }, (_, i) => i + 1);
const theme = (n) => THEMES[(n - 1) % THEMES.length];

/** @type {Array<[file: string, size: number[], motif: string]>} */
const jobs = [
  ...range(6).flatMap((n) => [
    [`services/service-${n}.webp`, CARD, theme(n)],
    [`services/service-${n}-detail.webp`, HERO, theme(n)],
    [`services/service-${n}-extra.webp`, CARD, theme(n + 1)],
  ]),
  ...range(6).flatMap((n) => [
    [`causes/cause-${n}.webp`, HERO, theme(n + 3)],
    [`causes/cause-${n}-thumb.webp`, CARD, theme(n + 3)],
  ]),
  ...range(8).map((n) => [`team/member-${n}.webp`, TEAM, 'avatar']),
  ...range(9).map((n) => [`events/event-${n}.webp`, CARD, theme(n + 1)]),
  ...range(12).map((n) => [`projects/project-${n}.webp`, CARD, theme(n + 2)]),
  ...range(6).map((n) => [`projects/sub-${n}.webp`, CARD, theme(n + 4)]),
  ...range(15).flatMap((n) => [
    [`blog/post-${n}.webp`, CARD, theme(n + 5)],
    [`blog/post-${n}-detail.webp`, HERO, theme(n + 5)],
  ]),
  ...range(6).map((n) => [`testimonials/person-${n}.webp`, AVATAR, 'avatar']),
];

let total = 0;
let largest = { file: '', bytes: 0 };
for (const [file, [width, height], motif] of jobs) {
  const path = join(out, file);
  // Seed by base name so a card and its detail image share palette and composition.
  const seed = file.replace(/-(detail|thumb)\.webp$/, '.webp');
  const bytes = await writeArt(path, { seed, width, height, motif });
  total += bytes;
  if (bytes > largest.bytes) largest = { file: relative(root, path), bytes };
}
console.log(
  `wrote ${jobs.length} images, ${(total / 1024).toFixed(0)} KB total; largest ${largest.file} (${(largest.bytes / 1024).toFixed(1)} KB)`,
);
