// The donation form as the journeys fill it: a donor and a card, the same in every journey that gives.
import type { Locator } from '@playwright/test';

/** A card that passes every check (Luhn, a future expiry, a three-digit code). */
export const GOOD_CARD = { name: 'Ana Núñez', number: '4111 1111 1111 1111', expiry: '12/49', cvv: '123' } as const;

export type TestCard = { name: string; number: string; expiry: string; cvv: string };

/** An amount and the donor's name and email. */
export async function fillDonor(form: Locator) {
  await form.getByRole('radio', { name: '$50' }).check();
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Núñez');
  await form.getByLabel('Email', { exact: true }).fill('ana@example.org');
}

/** A pledge of $50 by Visa with `message`, sent. */
export async function sendPledge(form: Locator, message: string, card: TestCard = GOOD_CARD) {
  await fillDonor(form);
  await form.getByLabel(/^Message/).fill(message);
  await fillCard(form, card);
  await form.getByRole('button', { name: 'Donate Now' }).click();
}

/** Visa, and the card's details. */
export async function fillCard(form: Locator, card: TestCard) {
  await form.getByRole('radio', { name: 'Visa' }).check();
  await form.getByLabel('Name on card').fill(card.name);
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry date').fill(card.expiry);
  await form.getByLabel('Security code (CVV)').fill(card.cvv);
}
