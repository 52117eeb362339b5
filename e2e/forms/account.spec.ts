// The mock account screens in a browser: their messages, toasts and where they send the visitor, and
// their links to each other.
import { expect, test } from '../support/test';
import { expectFieldMessage } from './fields';

const NOTE = 'Accounts are not available yet.';

test.describe('mock account screens', () => {
  test('login: an empty submit shows the toast and the messages, focus on the e-mail', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Login \|/);
    await expect(page.getByText(NOTE)).toBeVisible();
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Empty field is not allowed!')).toBeVisible();
    await expectFieldMessage(form.getByLabel('Email'), 'Please enter your email');
    await expectFieldMessage(form.getByLabel('Password'), 'Please enter your password');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login: a "user…" e-mail gets the success toast and lands on /home', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill('user@example.org');
    await form.getByLabel('Password').fill('secret');
    await form.getByLabel('Remember me').check();
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });

  test('login: another e-mail lands on /home without a toast', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill('ana@example.org');
    await form.getByLabel('Password').fill('secret');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.waitForTimeout(300);
    await expect(page.getByText('Welcome back!')).toHaveCount(0);
  });

  test('register: messages, then success toast and /login', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle(/^Register \|/);
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Empty field is not allowed!')).toBeVisible();
    await expectFieldMessage(form.getByLabel('Full name'), 'Please enter your full name');

    await form.getByLabel('Full name').fill('Zoë Núñez-Brontë');
    await form.getByLabel('Email').fill('zoe@example.org');
    await form.getByLabel('Password', { exact: true }).fill('pw-1');
    await form.getByLabel('Confirm password').fill('pw-2');
    await form.getByRole('button', { name: 'Register' }).click();
    await expectFieldMessage(form.getByLabel('Confirm password'), 'The passwords do not match');
    await expect(form.getByLabel('Confirm password')).toBeFocused();

    await form.getByLabel('Confirm password').fill('pw-1');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration Complete successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('register: a name with digits is refused', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('R2D2');
    await form.getByRole('button', { name: 'Register' }).click();
    await expectFieldMessage(form.getByLabel('Full name'), /letters only/);
  });

  test('forgot password: invalid e-mail, then the product toast and /login', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page).toHaveTitle(/^Forgot password \|/);
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill('ana@');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Empty field is not allowed!')).toBeVisible();
    await expectFieldMessage(form.getByLabel('Email'), 'Please enter a valid email address');
    await form.getByLabel('Email').fill('ana@example.org');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('You successfully Login!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the three screens link to each other', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
