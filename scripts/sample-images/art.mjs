// Deterministic, warm abstract/illustrative sample art rendered as SVG and encoded to WebP.
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const PALETTES = [
  ['#f4a261', '#e76f51', '#2a9d8f', '#264653', '#fefae0'],
  ['#ffb4a2', '#e5989b', '#6d6875', '#2a9d8f', '#fff1e6'],
  ['#f6bd60', '#f28482', '#84a59d', '#3d5a80', '#f7ede2'],
  ['#ffcb77', '#fe6d73', '#17c3b2', '#227c9d', '#fef9ef'],
  ['#e9c46a', '#f4a261', '#2a9d8f', '#1d3557', '#fdf0d5'],
  ['#ffd6a5', '#ff8c61', '#5fa8a0', '#2f4858', '#fff8ee'],
];
export const MOTIFS = ['hills', 'waves', 'circles', 'leaves', 'hearts', 'city', 'logo', 'avatar'];

function hashSeed(seed) {
  let h = 2166136261;
  for (const c of String(seed)) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
function rng(seed) {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;

const leaf = (x, y, s, rot, fill, op = 0.85) =>
  `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})" fill="${fill}" opacity="${op}" ` +
  `d="M0 -1 C0.6 -0.6 0.6 0.5 0 1 C-0.6 0.5 -0.6 -0.6 0 -1Z"/>`;
const heart = (x, y, s, rot, fill, op = 0.85) =>
  `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})" fill="${fill}" opacity="${op}" ` +
  `d="M0 0.9 C-1.2 0 -1 -1 -0.5 -1 C-0.2 -1 0 -0.7 0 -0.5 C0 -0.7 0.2 -1 0.5 -1 C1 -1 1.2 0 0 0.9Z"/>`;
const ridge = (w, h, base, amp, r, fill, op) => {
  const n = 5 + Math.floor(r() * 3),
    pts = [];
  for (let i = 0; i <= n; i++) pts.push([(w * i) / n, base - amp * (0.3 + r() * 0.7)]);
  let d = `M0 ${h} L0 ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1],
      [x, y] = pts[i];
    d += ` C${f(px + (x - px) / 2)} ${f(py)} ${f(px + (x - px) / 2)} ${f(y)} ${f(x)} ${f(y)}`;
  }
  return `<path d="${d} L${w} ${h}Z" fill="${fill}" opacity="${op}"/>`;
};
const wave = (w, y, amp, len, fill, op) => {
  let d = `M0 ${f(y)}`;
  for (let x = 0; x < w + len; x += len) d += ` q${f(len / 4)} ${f(-amp)} ${f(len / 2)} 0 t${f(len / 2)} 0`;
  return `<path d="${d} L${w + len} 99999 L0 99999Z" fill="${fill}" opacity="${op}"/>`;
};

function motifBody(motif, w, h, p, r) {
  const m = Math.min(w, h),
    out = [];
  const sun = () => {
    const sx = f(w * (0.15 + r() * 0.7)),
      sy = f(h * (0.2 + r() * 0.2)),
      sr = m * (0.1 + r() * 0.08);
    out.push(
      `<circle cx="${sx}" cy="${sy}" r="${f(sr * 1.8)}" fill="url(#sun)"/><circle cx="${sx}" cy="${sy}" r="${f(sr * 0.6)}" fill="${p[0]}" opacity="0.9"/>`,
    );
  };
  switch (motif) {
    case 'waves':
      sun();
      for (let i = 0; i < 5; i++)
        out.push(
          wave(w, h * (0.5 + i * 0.1), m * (0.03 + r() * 0.04), w / (2 + r() * 3), p[(i + 1) % 4], 0.55 + i * 0.09),
        );
      break;
    case 'circles':
      for (let i = 0; i < 14; i++)
        out.push(
          `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(m * (0.05 + r() * 0.3))}" fill="${p[i % 4]}" opacity="${f(0.25 + r() * 0.45)}"/>`,
        );
      break;
    case 'leaves':
      out.push(ridge(w, h, h * 0.9, h * 0.2, r, p[2], 0.5));
      for (let i = 0; i < 18; i++)
        out.push(leaf(r() * w, r() * h, m * (0.05 + r() * 0.1), r() * 360, p[i % 3 === 0 ? 2 : i % 3 === 1 ? 3 : 0]));
      break;
    case 'hearts':
      for (let i = 0; i < 8; i++)
        out.push(
          `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(m * (0.08 + r() * 0.2))}" fill="${p[4]}" opacity="0.25"/>`,
        );
      for (let i = 0; i < 10; i++)
        out.push(heart(r() * w, r() * h, m * (0.04 + r() * 0.1), r() * 40 - 20, p[i % 2 ? 1 : 0]));
      out.push(heart(w / 2, h / 2, m * 0.22, 0, p[1], 0.95));
      break;
    case 'city': {
      sun();
      out.push(ridge(w, h, h * 0.75, h * 0.2, r, p[2], 0.45));
      let x = 0;
      while (x < w) {
        const bw = w * (0.04 + r() * 0.06),
          bh = h * (0.15 + r() * 0.4);
        out.push(
          `<rect x="${f(x)}" y="${f(h - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bw * 0.08)}" fill="${p[3]}" opacity="${f(0.7 + r() * 0.3)}"/>`,
        );
        for (let wy = h - bh + bw * 0.3; wy < h - bw * 0.4; wy += bw * 0.45)
          if (r() > 0.45)
            out.push(
              `<rect x="${f(x + bw * 0.3)}" y="${f(wy)}" width="${f(bw * 0.4)}" height="${f(bw * 0.2)}" fill="${p[0]}" opacity="0.8"/>`,
            );
        x += bw + w * 0.005;
      }
      break;
    }
    case 'logo':
    case 'avatar': {
      // avatar = logo with the person emblem
      const cx = w / 2,
        cy = h / 2,
        R = m * (0.32 + r() * 0.06),
        k = motif === 'avatar' ? 2 : Math.floor(r() * 3);
      const ring = p[[3, 2, 1][Math.floor(r() * 3)]],
        head = f(0.2 + r() * 0.08),
        body = f(0.45 + r() * 0.12);
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${f(R)}" fill="${ring}"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${f(R * 0.82)}" fill="none" stroke="${p[4]}" stroke-width="${f(R * 0.05)}"/>`,
      );
      if (k === 0) out.push(heart(cx, cy, R * 0.5, 0, p[0], 1));
      else if (k === 1)
        out.push(leaf(cx - R * 0.18, cy, R * 0.5, -30, p[2], 1), leaf(cx + R * 0.18, cy, R * 0.5, 30, p[0], 1));
      else
        out.push(
          `<circle cx="${cx}" cy="${f(cy - R * 0.15)}" r="${f(R * head)}" fill="${p[0]}"/>`,
          `<path d="M${f(cx - R * body)} ${f(cy + R * 0.45)} Q${cx} ${f(cy - R * 0.1)} ${f(cx + R * body)} ${f(cy + R * 0.45)}Z" fill="${ring === p[1] ? p[3] : p[1]}"/>`,
        );
      break;
    }
    default: // hills
      sun();
      for (let i = 0; i < 4; i++)
        out.push(ridge(w, h, h * (0.55 + i * 0.13), h * (0.25 - i * 0.03), r, p[[2, 0, 3, 1][i]], 0.6 + i * 0.12));
      for (let i = 0; i < 4; i++) out.push(leaf(r() * w, h * (0.75 + r() * 0.2), m * 0.04, r() * 60 - 30, p[2], 0.9));
  }
  return out.join('');
}

export function renderSvg({ seed = 1, width = 800, height = 600, palette, motif } = {}) {
  const r = rng(seed);
  const p =
    palette && palette.length >= 2
      ? [...palette, ...PALETTES[0]].slice(0, 5)
      : PALETTES[Math.floor(r() * PALETTES.length)];
  const mo = MOTIFS.includes(motif) ? motif : MOTIFS[Math.floor(r() * 6)];
  const angle = Math.floor(r() * 90);
  const bg = mo === 'logo' || mo === 'avatar' ? [p[4], p[4]] : [p[4], p[r() > 0.5 ? 0 : 1]];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="#fff7d6"/><stop offset="0.6" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[0]}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${motifBody(mo, width, height, p, r)}</svg>`
  );
}

export async function renderArt(opts = {}) {
  const svg = renderSvg(opts);
  return sharp(Buffer.from(svg))
    .webp({ quality: opts.quality ?? 60, effort: 5 })
    .toBuffer();
}

export async function writeArt(filePath, opts) {
  await mkdir(dirname(filePath), { recursive: true });
  const buf = await renderArt(opts);
  await writeFile(filePath, buf);
  return buf.length;
}
