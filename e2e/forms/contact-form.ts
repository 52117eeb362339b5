// The contact form as the journeys find and fill it.
import type { Page } from '@playwright/test';

export const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

/** Fills every field with a valid message. */
export async function fillValid(page: Page) {
  const form = contactForm(page);
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Núñez');
  await form.getByLabel('Email', { exact: true }).fill('ana@example.org');
  await form.getByLabel('Subject').selectOption('Support');
  await form.getByLabel('Event').selectOption({ index: 1 });
  await form.getByLabel('Message').fill('Can I bring my class to an event?');
}
