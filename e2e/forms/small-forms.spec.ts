// The comment, newsletter and team contact forms check what is typed, thank the visitor beside the button and
// deliver it to the organisation.
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { expectFieldMessage, expectNoMessage } from './fields';
import { expectDeliveredOnce, uniqueText } from './delivered';

test.describe('the small forms', () => {
  test('blog comment form: messages, url check, clearing, then a thank-you beside the button, and it reaches the organisation', async ({
    page,
  }) => {
    await page.goto('/blog-single/1');
    const form = page.getByRole('form', { name: 'Leave a comment' });
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expectFieldMessage(form.getByLabel('Name'), 'Please enter your name');
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Website (optional)')).toHaveAttribute('type', 'url');

    await form.getByLabel('Name').fill('Ana');
    await expectNoMessage(form.getByLabel('Name'));
    await form.getByLabel('Email').fill('ana@example.org');
    await form.getByLabel('Website (optional)').fill('example.org');
    const comment = uniqueText('Thank you for this.');
    await form.getByLabel('Comment').fill(comment);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expectFieldMessage(form.getByLabel('Website (optional)'), /full web address/);

    await form.getByLabel('Website (optional)').fill('https://example.org');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for your comment! It was received and will appear once our team has read it.',
    );
    const received = await expectDeliveredOnce(comment);
    expect(received.fields).toMatchObject({
      form: 'comment',
      name: 'Ana',
      email: 'ana@example.org',
      website: 'https://example.org',
    });
    // The post it is on, for the moderators.
    expect(received.fields.about).toBeTruthy();
  });

  test('footer newsletter: e-mail required and checked, then a thank-you beside the button that stays, and the sign-up delivered', async ({
    page,
  }) => {
    await page.goto('/donate');
    const form = page.locator('footer').getByRole('form', { name: 'Join 20,000 Subscribers' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectFieldMessage(form.getByLabel('Email address'), 'Please enter your email');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectFieldMessage(form.getByLabel('Email address'), 'Please enter a valid email address');
    const subscriber = `ana.${Math.random().toString(36).slice(2, 8)}@example.org`;
    await form.getByLabel('Email address').fill(subscriber);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const thanks = form.getByRole('status').filter({ hasText: 'Thank you for signing up!' });
    await expect(thanks).toBeVisible();
    await expect(page).toHaveURL(/\/donate$/);
    expect((await expectDeliveredOnce(subscriber)).fields.form).toBe('newsletter');
    // Where the visitor is looking, for as long as they need (a toast goes after 4 s, far above a footer form).
    await page.waitForTimeout(5000);
    await expect(thanks).toBeInViewport();
    // A new attempt takes it away.
    await form.getByLabel('Email address').fill('');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(thanks).toHaveCount(0);
  });

  test('team member contact form: messages, then a thank-you beside the button, and the message delivered', async ({
    page,
  }) => {
    await page.goto('/team-single/1');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send message' }) })
      .first();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectFieldMessage(form.getByLabel('Name'), 'Please enter your name');
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@example.org');
    await form.getByLabel('Subject').fill('Hello');
    const message = uniqueText('Could we meet?');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Thank you! Your message was received.' })).toBeVisible();
    expect((await expectDeliveredOnce(message)).fields).toMatchObject({
      form: 'quickContact',
      name: 'Ana',
      subject: 'Hello',
    });
  });

  test('a confirmation is shown below the header, in the site’s type, and passes the accessibility gate', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Empty field is not allowed!' });
    await expect(toast).toBeVisible();
    // Its entrance over, as a visitor reads it: a fixed wait could let axe read a half-faded toast on a busy machine.
    await expect
      .poll(() =>
        toast.evaluate(
          (element) =>
            getComputedStyle(element).opacity === '1' &&
            element.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
        ),
      )
      .toBe(true);
    // Clear of the header bar (fixed at the top once scrolled) and its menu toggle.
    const toggle = await page.locator('button[aria-controls="main-menu"]').boundingBox();
    const box = await toast.boundingBox();
    expect(toggle?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((toggle?.y ?? 0) + (toggle?.height ?? 0));
    expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(
      await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily),
    );
    expect(await axeViolations(page, 'login toast')).toEqual([]);
  });
});
