#!/usr/bin/env node
// Generates every image the content-service samples reference:
//   - the embedded sample (content/cms-sample, Hope Harbor Foundation) -> public/media/...
//   - the stand-in fixtures (e2e/fixtures/cms, Riverbend Relief Trust) -> e2e/fixtures/media/...
// Image paths are discovered from the service answers themselves (every JSON string that is a
// media path), so the answers and the files cannot drift apart. Deterministic: same input, same bytes.
//
// Usage: node scripts/sample-images/generate-media.mjs [--only=sample|fixtures]
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderArt, renderSvg } from './art.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_BYTES = 60 * 1024;
const require = createRequire(import.meta.url);

/** Loads content/cms-sample/index.ts (TypeScript) by transpiling it in memory with the project's typescript. */
function loadEmbeddedSample() {
  const ts = require('typescript');
  require.extensions['.ts'] = (mod, filename) => {
    const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: filename,
    });
    // The project's `@/` imports (tsconfig paths) from the project root.
    const rooted = outputText.replace(
      /require\("@\/([^"]+)"\)/g,
      (_, path) => `require(${JSON.stringify(join(ROOT, path))})`,
    );
    mod._compile(rooted, filename);
  };
  return require(join(ROOT, 'content/cms-sample/index.ts'));
}

/** Every JSON answer of the embedded sample (parsed), for all menus of its tree. */
function embeddedBodies() {
  const { embeddedCmsResponse } = loadEmbeddedSample();
  // The sample answers the client's own paths (lib/cms/config.ts), loaded by the same hook.
  const { CMS_PATHS: API } = require(join(ROOT, 'lib/cms/config.ts'));
  const get = (p) => {
    const r = embeddedCmsResponse(p);
    return r.status === 200 && r.body ? JSON.parse(r.body) : null;
  };
  const menus = get(API.menus);
  const ids = [];
  const walk = (nodes) => nodes.forEach((n) => (ids.push(n.id), walk(n.children ?? [])));
  walk(menus.menus);
  const settings = get(API.settings);
  return {
    settings,
    bodies: [get(API.sliders), settings, menus, ...ids.flatMap((id) => [get(API.contents(id)), get(API.images(id))])],
  };
}

/** Every JSON fixture of the stand-in (parsed). */
function fixtureBodies() {
  const dir = join(ROOT, 'e2e/fixtures/cms');
  const files = [];
  const walk = (d) =>
    readdirSync(d).forEach((f) =>
      statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : f.endsWith('.json') && files.push(join(d, f)),
    );
  walk(dir);
  return {
    settings: JSON.parse(readFileSync(join(dir, 'general_settings.json'), 'utf8')),
    bodies: files.map((f) => JSON.parse(readFileSync(f, 'utf8'))),
  };
}

/** Media-root-relative paths (`cms/...`, `siteSettings/...`) found in any string of the bodies. */
function mediaPaths(bodies) {
  const found = new Set();
  const visit = (v) => {
    if (typeof v === 'string') {
      const m = /^(?:\/media\/)?((?:cms|siteSettings)\/[\w./-]+\.(?:webp|png|jpe?g))$/.exec(v);
      if (m) found.add(m[1]);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  bodies.forEach(visit);
  return [...found].sort();
}

// ---------- drawing helpers ----------
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const titleCase = (slug) =>
  slug
    .replace(/^(rb-)?(partner|document)-/, '')
    .split('-')
    .map((w) => (/^\d/.test(w) ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
function wrap(text, maxChars) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
/** An art.mjs SVG placed inside another SVG at (x, y); optionally without its background. */
function nested(svg, x, y, { transparent = false } = {}) {
  let out = svg.replace('<svg xmlns="http://www.w3.org/2000/svg" ', `<svg x="${x}" y="${y}" `);
  if (transparent) out = out.replace(/<rect width="\d+" height="\d+" fill="url\(#bg\)"\/>/, '');
  return out;
}
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** Organisation logo: emblem + name, transparent background; `light` for the dark footer. */
function brandLogoSvg(name, brand, light) {
  const W = 360,
    H = 100;
  const words = name.split(' ');
  const line2 = words.length > 2 ? words.pop() : '';
  const line1 = words.join(' ');
  const ink = light ? '#f7f3ea' : brand.palette[3];
  const sub = light ? '#f4c98a' : '#b45309';
  const size = Math.min(26, Math.floor((W - 112) / (line1.length * 0.64)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    nested(renderSvg({ seed: brand.seed, width: 100, height: 100, palette: brand.palette, motif: 'logo' }), 0, 0, {
      transparent: true,
    }) +
    `<text x="104" y="${line2 ? 50 : 60}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${ink}">${esc(line1)}</text>` +
    (line2
      ? `<text x="105" y="76" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="4" fill="${sub}">${esc(line2.toUpperCase())}</text>`
      : '') +
    '</svg>'
  );
}

/** Partner logo card: emblem on the left, partner name on the right. */
function partnerSvg(rel, name) {
  const W = 400,
    H = 200,
    lines = wrap(name, 13).slice(0, 3);
  const size = lines.length > 2 ? 22 : 26,
    top = H / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#ffffff"/>` +
    nested(renderSvg({ seed: rel, width: 170, height: 170, motif: 'logo' }), 10, 15, { transparent: true }) +
    lines
      .map(
        (l, i) =>
          `<text x="185" y="${(top + i * size * 1.15).toFixed(1)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#1d2b36">${esc(l)}</text>`,
      )
      .join('') +
    '</svg>'
  );
}

/** Document thumbnail: a paper sheet with a title over abstract art. */
function documentSvg(rel, title, w, h, palette) {
  const sw = Math.round(w * 0.42),
    sh = Math.round(h * 0.8),
    sx = Math.round((w - sw) / 2),
    sy = Math.round((h - sh) / 2);
  const fs = Math.round(sw / 13),
    lines = wrap(title, 14).slice(0, 3);
  const rules = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${sx + sw * 0.12}" y="${(sy + sh * 0.42 + i * sh * 0.055).toFixed(1)}" width="${(sw * (i % 3 === 2 ? 0.5 : 0.76)).toFixed(1)}" height="${Math.max(2, sh * 0.014).toFixed(1)}" rx="2" fill="#c9d1d6"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    nested(renderSvg({ seed: rel, width: w, height: h, motif: 'circles', palette }), 0, 0) +
    `<rect x="${sx + 8}" y="${sy + 10}" width="${sw}" height="${sh}" rx="6" fill="#000" opacity="0.18"/>` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="6" fill="#ffffff"/>` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${(sh * 0.06).toFixed(1)}" rx="3" fill="${(palette ?? ['#2a9d8f', '#2a9d8f', '#2a9d8f', '#1f4e5f'])[3]}"/>` +
    lines
      .map(
        (l, i) =>
          `<text x="${sx + sw * 0.12}" y="${(sy + sh * 0.16 + i * fs * 1.25).toFixed(1)}" font-family="${FONT}" font-size="${fs}" font-weight="700" fill="#1d2b36">${esc(l)}</text>`,
      )
      .join('') +
    rules +
    '</svg>'
  );
}

const MOTIF_WORDS = [
  [/river|harbou?r|water|flood|sandbag|pump|walk|rescue|horizon|riverside/, 'waves'],
  [/kitchen|food|meal|pantry|lunch|harvest|garden|nursery|tree|leaf|picnic|vision/, 'leaves'],
  [/shelter|home|housing|rooms|house|mill|city|rebuild|workshop|shop|council|rest-centre/, 'city'],
  [/learning|school|laptop|homework|lab|trustees|repair/, 'circles'],
  [/volunteer|family|appeal|carol|fun-run|heart|mission|portrait|about/, 'hearts'],
];
const motifFor = (slug) => MOTIF_WORDS.find(([re]) => re.test(slug))?.[1] ?? 'hills';

async function encode(svgOrOpts, format) {
  const input = typeof svgOrOpts === 'string' ? sharp(Buffer.from(svgOrOpts)) : null;
  for (const quality of [60, 48, 36, 26]) {
    const buf = input
      ? await (
          format === 'png'
            ? input.clone().png({ compressionLevel: 9, palette: true })
            : input.clone().webp({ quality, effort: 5 })
        ).toBuffer()
      : await renderArt({ ...svgOrOpts, quality });
    if (buf.length <= MAX_BYTES || quality === 26) return buf;
  }
}

/** Builds one image file for media-relative path `rel` of a sample set. */
async function buildImage(rel, set) {
  const slug = rel
    .split('/')
    .pop()
    .replace(/\.\w+$/, '');
  const k = set.scale;
  const dim = (w, h) => [Math.round(w * k), Math.round(h * k)];
  if (rel.startsWith('siteSettings/favicon/')) {
    const emblem = await renderArt({
      seed: set.brand.seed,
      width: 128,
      height: 128,
      palette: set.brand.palette,
      motif: 'logo',
    });
    return sharp(emblem).resize(64, 64).png({ compressionLevel: 9 }).toBuffer();
  }
  if (rel.startsWith('siteSettings/logo/')) return encode(brandLogoSvg(set.siteName, set.brand, false), 'webp');
  if (rel.startsWith('siteSettings/footer_logo/')) return encode(brandLogoSvg(set.siteName, set.brand, true), 'webp');
  if (rel.startsWith('siteSettings/homePageSlider/')) {
    const [width, height] = dim(1600, 700);
    return encode({ seed: rel, width, height, palette: set.palette(slug), motif: motifFor(slug) });
  }
  if (/(^|-)partner-/.test(slug)) return encode(partnerSvg(rel, titleCase(slug)), 'webp');
  if (/(^|-)document-/.test(slug)) {
    const [width, height] = dim(800, 600);
    return encode(documentSvg(rel, titleCase(slug), width, height, set.palette(slug)), 'webp');
  }
  if (/(^|-)portrait-/.test(slug)) {
    const [width, height] = dim(600, 600);
    return encode({ seed: rel, width, height, palette: set.palette(slug), motif: 'hearts' });
  }
  const [width, height] = dim(800, 600);
  return encode({ seed: rel, width, height, palette: set.palette(slug), motif: motifFor(slug) });
}

const RIVER_PALETTES = [
  ['#8ecae6', '#219ebc', '#52b788', '#023047', '#f1faee'],
  ['#ffb703', '#fb8500', '#219ebc', '#023047', '#edf6f9'],
];
const SETS = {
  sample: {
    label: 'embedded sample (Hope Harbor Foundation)',
    out: join(ROOT, 'public/media'),
    scale: 1,
    brand: { seed: 'hope-harbor-brand', palette: ['#f4a261', '#e76f51', '#2a9d8f', '#1f4e5f', '#fefae0'] },
    palette: () => undefined, // art.mjs picks one of its warm palettes from the seed
    load: embeddedBodies,
  },
  fixtures: {
    label: 'stand-in fixtures (Riverbend Relief Trust)',
    out: join(ROOT, 'e2e/fixtures/media'),
    scale: 0.5,
    brand: { seed: 'riverbend-brand', palette: ['#ffb703', '#fb8500', '#52b788', '#023047', '#edf6f9'] },
    palette: (slug) => RIVER_PALETTES[slug.length % RIVER_PALETTES.length],
    load: fixtureBodies,
  },
};

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
let total = 0,
  over = 0;
for (const [key, set] of Object.entries(SETS)) {
  if (only && only !== key) continue;
  const { settings, bodies } = set.load();
  set.siteName = settings?.general_settings?.[0]?.site_name ?? 'Our Organisation';
  const paths = mediaPaths(bodies);
  console.log(`${set.label}: ${paths.length} images -> ${set.out.slice(ROOT.length + 1)}/`);
  for (const rel of paths) {
    const buf = await buildImage(rel, set);
    const file = join(set.out, rel);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, buf);
    total += 1;
    if (buf.length > MAX_BYTES) over += 1;
    console.log(
      `  ${(buf.length / 1024).toFixed(1).padStart(5)} KB  ${rel}${buf.length > MAX_BYTES ? '  (over 60 KB!)' : ''}`,
    );
  }
}
console.log(`done: ${total} files${over ? `, ${over} over 60 KB` : ''}`);
