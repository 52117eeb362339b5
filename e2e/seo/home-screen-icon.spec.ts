// The icon a phone puts on its home screen for the site: every page names it, and iPhones that ask for it by
// either of its names get a 180 x 180 PNG made from the settings' icon (the stand-in's: a yellow dot on white).
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';

test("every page names the home-screen icon, a 180 x 180 PNG made from the site's own icon", async ({
  page,
  request,
}) => {
  await page.goto(routes.cause.href({ id: 1 }));
  // Next's own `apple-icon` file convention names it (with a version in its query).
  const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(href).toMatch(/^\/apple-icon(\?[\w-]+)?$/);

  const [linked, named, precomposed] = await Promise.all(
    [href!, '/apple-touch-icon.png', '/apple-touch-icon-precomposed.png'].map((path) => request.get(path)),
  );
  for (const response of [linked!, named!, precomposed!]) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const png = await named!.body();
  expect(await precomposed!.body()).toEqual(png);
  expect(await linked!.body()).toEqual(png);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([180, 180]);
  // The stand-in's icon (64 px): #fbba00 in the middle; the corners are its pale background, never black.
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  const [red, green, blue] = at(90, 90);
  expect(Math.abs(red! - 251) + Math.abs(green! - 186) + Math.abs(blue! - 0)).toBeLessThan(30);
  expect(Math.min(...at(0, 0))).toBeGreaterThan(200);
});
