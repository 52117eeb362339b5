// What the organisation received from the journeys' shared site: its forms go to the stand-in's form-mail endpoint
// (FORM_MAIL_URL in playwright.config.ts). Journeys run in parallel, so each finds its own by a text of its own.
import { expect } from '@playwright/test';
import { PORTS } from '../support/ports.mjs';
import { standinControl, type FormMailSubmission } from '../support/standin';

const organisation = () => standinControl(`http://127.0.0.1:${PORTS.standinControl}`);

/** The submissions received so far with a field holding exactly `text`. */
export async function receivedWith(text: string): Promise<FormMailSubmission[]> {
  return (await organisation().formMail()).filter((submission) => Object.values(submission.fields).includes(text));
}

/** Waits until the submission holding `text` has arrived, checks it arrived once, and returns it. */
export async function expectDeliveredOnce(text: string): Promise<FormMailSubmission> {
  await expect
    .poll(async () => (await receivedWith(text)).length, {
      message: `a submission holding "${text}" arrives`,
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const received = await receivedWith(text);
  expect(received, `a submission holding "${text}" arrives once`).toHaveLength(1);
  return received[0]!;
}

/** A text no other journey sends: finds this journey's submission among all the others'. */
export const uniqueText = (what: string) => `${what} (${Math.random().toString(36).slice(2, 10)})`;
