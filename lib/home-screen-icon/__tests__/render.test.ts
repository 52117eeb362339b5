/** @jest-environment node */
// The home-screen icon: whatever the settings' icon is, a 180 x 180 PNG with no see-through corner
// (iOS fills one with black).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderHomeScreenIcon } from '../render';

const file = (...segments: string[]) => new Uint8Array(readFileSync(join(process.cwd(), 'public', ...segments)));

async function pixelsOf(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe('renderHomeScreenIcon', () => {
  it.each([
    ['the built-in SVG icon', file('brand', 'favicon.svg')],
    ["a small PNG icon (the sample's, 64 px)", file('media', 'siteSettings', 'favicon', 'hope-harbor-favicon.png')],
  ])('draws %s as an opaque 180 x 180 PNG', async (_name, bytes) => {
    const png = (await renderHomeScreenIcon(bytes))!;
    const made = await sharp(png).metadata();
    expect({ format: made.format, width: made.width, height: made.height, hasAlpha: made.hasAlpha }).toEqual({
      format: 'png',
      width: 180,
      height: 180,
      hasAlpha: false,
    });
  });

  it('draws the SVG at full size, not a small picture blown up (its teal fills the middle edge to edge)', async () => {
    const { data, info } = await pixelsOf((await renderHomeScreenIcon(file('brand', 'favicon.svg')))!);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // #0f5257 at the middle of the left edge.
    expect(at(1, 90)).toEqual([15, 82, 87]);
  });

  it.each([
    ["a large one (4000 units: at a fixed density, past sharp's pixel limit)", 4000],
    ["a huge one (20,000 units: its size past the limit at sharp's own density)", 20_000],
    ['a tiny one (16 units)', 16],
  ])('draws %s edge to edge, sharp', async (_name, units) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${units}" height="${units}" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0f5257"/><rect x="4" y="4" width="2" height="2" fill="#fbba00"/></svg>`;
    const { data, info } = await pixelsOf((await renderHomeScreenIcon(new TextEncoder().encode(svg)))!);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect([info.width, info.height]).toEqual([180, 180]);
    expect(at(1, 1)).toEqual([15, 82, 87]);
    expect(at(90, 90)).toEqual([251, 186, 0]);
    // The square's edge is crisp: one pixel either side of it is the one colour or the other, not a blend.
    expect([at(71, 90), at(72, 90)]).toEqual([
      [15, 82, 87],
      [251, 186, 0],
    ]);
  });

  it('puts a see-through icon on white', async () => {
    const clear = await sharp({
      create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await pixelsOf((await renderHomeScreenIcon(new Uint8Array(clear)))!);
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('has no icon for bytes that are no picture, and tells the operator why', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await renderHomeScreenIcon(new TextEncoder().encode('<html>not found</html>'))).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[home-screen icon\] the logo could not be drawn as an icon: \S/),
    );
    warn.mockRestore();
  });
});
