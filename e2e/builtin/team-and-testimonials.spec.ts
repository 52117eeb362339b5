// Guards the team member page visitors read (profile, figures, contact form) and the testimonial slider.
import { expect, test } from '../support/test';

test.describe('team member and testimonials', () => {
  test('a team member page shows the profile, the figures and a contact form', async ({ page }) => {
    await page.goto('/team-single/3');
    await expect(page).toHaveTitle(/^Priya Nair \|/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Team Leader' })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: '12 years' })).toBeVisible();
    for (const term of ['Address', 'Phone', 'E-mail', 'Fax']) {
      await expect(main.getByRole('term').filter({ hasText: term })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: '+1 (555) 014-2290' })).toHaveAttribute('href', 'tel:+15550142290');
    const figures = main.getByRole('region', { name: 'Achievements' }).getByRole('figure');
    await expect(figures).toHaveCount(4);
    for (const value of ['80%', '90%', '95%', '2500+'])
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Education' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Language' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Contact Priya Nair' }).locator('form')).toHaveCount(1);
  });

  for (const [width, perView] of [
    [1280, 3],
    [900, 2],
    [375, 1],
  ] as const) {
    test(`the testimonial slider shows ${perView} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/testimonial');
      await expect(page).toHaveTitle(/^Testimonials \|/);
      const slider = page.getByRole('region', { name: 'What people say' });
      // Swiper keeps the layout the server drew.
      await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
      await expect(slider.locator('.swiper-slide')).toHaveCount(6);
      await expect(slider.getByRole('figure').first()).toContainText('Mariam Osei');
      const [viewport, slide] = await Promise.all([
        slider.locator('.swiper').boundingBox(),
        slider.locator('.swiper-slide').first().boundingBox(),
      ]);
      expect(Math.round((viewport?.width ?? 0) / (slide?.width ?? 1))).toBe(perView);
    });
  }

  test('the testimonial slider autoplays and can be paused', async ({ page }) => {
    await page.goto('/testimonial');
    await expect(page.getByRole('button', { name: 'Pause What people say' })).toBeVisible();
  });
});
