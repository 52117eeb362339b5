// The volunteer form as the journeys find, fill and send it.
import type { Locator, Page } from '@playwright/test';

export type Application = {
  name: string;
  email: string;
  subject: string;
  about: string;
  cv: { name: string; mimeType: string; buffer: Buffer };
};

export const volunteerForm = (page: Page) => page.getByRole('form', { name: 'Volunteer form' });

/** Fills every field of `form` with `application` and presses Send application. */
export async function sendApplication(form: Locator, application: Application) {
  await form.getByLabel('Name').fill(application.name);
  await form.getByLabel('Email').fill(application.email);
  await form.getByLabel('Subject').fill(application.subject);
  await form.getByLabel('Your CV').setInputFiles(application.cv);
  await form.getByLabel(/^About you/).fill(application.about);
  await form.getByRole('button', { name: 'Send application' }).click();
}
