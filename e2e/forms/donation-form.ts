// The donation form as the journeys fill it: a donor, an amount, once or monthly, by card or offline.
import type { Locator } from '@playwright/test';

/** What a donor chooses: a preset (`'$50'`) or a typed amount, how often, how they give. */
export type GiftChoice = { amount: string; custom?: string; frequency?: 'Once' | 'Monthly'; payment?: 'Card' | RegExp };

/** The amount, how often, and the donor's name and email. */
export async function fillDonor(form: Locator, choice: GiftChoice = { amount: '$50' }) {
  if (choice.custom !== undefined) {
    await form.getByRole('radio', { name: 'Other amount' }).check();
    await form.getByLabel(/^Your amount/).fill(choice.custom);
  } else await form.getByRole('radio', { name: choice.amount, exact: true }).check();
  await form.getByRole('radio', { name: choice.frequency ?? 'Once', exact: true }).check();
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Núñez');
  await form.getByLabel('Email', { exact: true }).fill('ana@example.org');
  await form.getByRole('radio', { name: choice.payment ?? 'Card', exact: typeof choice.payment !== 'object' }).check();
}

/** A gift of `choice` (by default $50 once, by card) with `message`, sent. */
export async function sendPledge(form: Locator, message: string, choice?: GiftChoice) {
  await fillDonor(form, choice);
  await form.getByLabel(/^Message/).fill(message);
  await form.getByRole('button', { name: 'Donate Now' }).click();
}
