// Card gifts through Stripe Checkout, against a local stand-in of Stripe's API (scripts/stripe-standin/server.mjs)
// driven by the official SDK, with a real SMTP server: Donate Now sends the donor to the checkout page, paying there
// sends the signed webhook, the thank-you page thanks them, and the donor's receipt and the office's notice arrive
// once, however often the event is sent. A bad signature changes nothing; without JavaScript the same; a cause's
// gift carries its cause; Stripe unreachable is told, keeps the form, and a retry makes one session.
import type { ParsedMail } from 'mailparser';
import { expect, test, type Page } from '../support/test';
import { startMailServer, type OwnedMailServer } from '../support/mail-server';
import { ownedPorts } from '../support/ports.mjs';
import { startSite, stopAll, type OwnedServer } from '../support/site-process';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin';
import { fillDonor, sendPledge } from '../forms/donation-form';
import { uniqueText } from '../forms/delivered';
import { expectFieldMessage } from '../forms/fields';

test.describe.configure({ mode: 'serial' });

// The embedded sample is enough; this slot's stand-in port is Stripe's, its control port the mail server's.
const { site: SITE_PORT, standin: STRIPE_PORT, standinControl: SMTP_PORT } = ownedPorts(9);
const OFFICE = 'office@charity.example';
const FROM = 'website@charity.example';
const SECRETS = { STRIPE_SECRET_KEY: 'sk_test_site', STRIPE_WEBHOOK_SECRET: 'whsec_test_site_secret' };

let mail: OwnedMailServer | undefined;
let stripe: StripeStandin | undefined;
let site: OwnedServer | undefined;

test.beforeAll(async () => {
  mail = await startMailServer(SMTP_PORT);
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
  stripe = await startStripeStandin(STRIPE_PORT, { ...SECRETS, STRIPE_WEBHOOK_URL: `${siteUrl}/api/stripe/webhook` });
  site = await startSite(SITE_PORT, {
    ...SECRETS,
    STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
    SITE_URL: siteUrl,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    FORMS_MAIL_TO: OFFICE,
    FORMS_MAIL_FROM: FROM,
    FORMS_RATE_LIMIT: '100',
  });
});

test.afterAll(async () => {
  await stopAll(site, stripe);
  await mail?.stop();
});

const at = (address: string) => new URL(address, site?.url).href;
const to = (message: ParsedMail) => (message.to && !Array.isArray(message.to) ? message.to.text : '');

/** The messages to `address` holding `text`, once they number `count` (and no more come within the poll). */
async function messages(address: string, text: string, count = 1): Promise<ParsedMail[]> {
  const holding = () => (mail?.received ?? []).filter((m) => to(m) === address && m.text?.includes(text));
  await expect
    .poll(() => holding().length, { message: `${count} message(s) to ${address} with "${text}"`, timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  expect(holding()).toHaveLength(count);
  return holding();
}

/** The last session the stand-in was asked to create. */
async function lastSessionRequest() {
  const created = (await stripe!.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  return created.at(-1)!;
}

async function payOnStandin(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${STRIPE_PORT}/pay/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/donate\/thank-you\?session_id=cs_test_/);
}

test('a monthly gift of a typed amount: Stripe’s page, the thank-you page, one receipt and one notice', async ({
  page,
}) => {
  await page.goto(at('/donate'));
  const form = page.getByRole('form', { name: 'Donation form' });
  await expect(form.getByText('takes you to Stripe')).toBeVisible();
  await expect(form.getByLabel(/Card number|CVV|Expiry/)).toHaveCount(0);
  const note = uniqueText('Every month for the wells.');
  await sendPledge(form, note, { amount: '', custom: '42.50', frequency: 'Monthly' });
  await payOnStandin(page);
  await expect(page.getByRole('heading', { name: 'Thank you, Ana!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText(
    'Your gift of $42.50 a month has been received',
  );

  const created = await lastSessionRequest();
  expect(created.form).toMatchObject({
    mode: 'subscription',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '4250',
    'line_items[0][price_data][recurring][interval]': 'month',
    customer_email: 'ana@example.org',
    'metadata[frequency]': 'monthly',
    'metadata[message]': note,
    'subscription_data[metadata][frequency]': 'monthly',
    success_url: at('/donate/thank-you?session_id={CHECKOUT_SESSION_ID}'),
    cancel_url: at('/donate?cancelled=1'),
  });
  expect(created.form.client_reference_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(created.idempotencyKey).toBe(`gift-${created.form.client_reference_id}`);

  const [receipt] = await messages('ana@example.org', '$42.50 a month');
  expect(receipt!.subject).toBe('Receipt for your gift from the website');
  const [notice] = await messages(OFFICE, note);
  expect(notice!.subject).toBe('Gift received from the website');
  expect(notice!.text).toContain('Amount: $42.50 a month');
  expect(notice!.replyTo?.text).toBe('ana@example.org');

  // Stripe sends an event again: answered, and no second e-mail. The subscription's first invoice sends none either.
  const completed = (await stripe!.events()).find((e) => e.type === 'checkout.session.completed')!;
  expect(await stripe!.control(`resend?event=${completed.id}`)).toEqual({ status: 200 });
  const firstInvoice = (await stripe!.events()).find((e) => e.type === 'invoice.paid')!;
  expect(firstInvoice.answers).toEqual([200]);
  // A month later: the renewal's receipt and notice.
  const session = new URL(page.url()).searchParams.get('session_id');
  expect(await stripe!.control(`renew?session=${session}`)).toMatchObject({ status: 200 });
  const renewals = () => (mail?.received ?? []).filter((m) => m.subject === 'Monthly gift renewed from the website');
  await expect.poll(() => renewals().length).toBe(1);
  await messages('ana@example.org', '$42.50 a month', 2);
  await messages(OFFICE, note, 2);
});

test('a bad signature is refused with 400 and sends nothing; an unknown event is acknowledged', async ({ request }) => {
  const before = mail?.received.length ?? 0;
  expect(await stripe!.control('forged')).toMatchObject({ status: 400 });
  const unsigned = await request.post(at('/api/stripe/webhook'), {
    data: { id: 'evt_x', type: 'checkout.session.completed' },
  });
  expect(unsigned.status()).toBe(400);
  const stale = await request.post(at('/api/stripe/webhook'), {
    headers: { 'stripe-signature': 't=1000000000,v1=00' },
    data: { id: 'evt_y', type: 'checkout.session.completed' },
  });
  expect(stale.status()).toBe(400);
  // A body far larger than any event of Stripe's is refused unread, signed or not.
  const huge = await request.post(at('/api/stripe/webhook'), {
    headers: { 'stripe-signature': 't=1000000000,v1=00', 'content-type': 'application/json' },
    data: JSON.stringify({ id: 'evt_z', padding: 'x'.repeat(600 * 1024) }),
  });
  expect(huge.status()).toBe(413);
  // A signed event the site does not act on: acknowledged, so Stripe stops sending it.
  expect(await stripe!.control('emit?type=customer.created')).toMatchObject({ status: 200 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(mail?.received.length ?? 0).toBe(before);
  expect(site?.log() ?? '').not.toContain('ana@example.org');
});

test('without JavaScript: a plain post is answered with Stripe’s page, and paying thanks the donor', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at('/donate'));
  const form = page.getByRole('form', { name: 'Donation form' });
  const note = uniqueText('Once, without JavaScript.');
  const toStripe = page.waitForRequest((request) => request.url().includes('/pay/cs_test_'));
  await sendPledge(form, note, { amount: '$25' });
  // The form's plain post, answered with a redirect to Stripe's page.
  const post = (await toStripe).redirectedFrom();
  expect(post?.method()).toBe('POST');
  expect((await post?.response())?.status()).toBe(303);
  await payOnStandin(page);
  await expect(page.getByRole('heading', { name: 'Thank you, Ana!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText('Your gift of $25.00 has been received');
  expect((await lastSessionRequest()).form).toMatchObject({
    mode: 'payment',
    submit_type: 'donate',
    'line_items[0][price_data][unit_amount]': '2500',
  });
  await messages(OFFICE, note);
  await context.close();
});

test('a cause’s gift carries its cause to Stripe, the receipt and the notice; cancelling keeps the form', async ({
  page,
}) => {
  await page.goto(at('/cause-single/1'));
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('tab', { name: 'Donations' }).click();
  const form = page.getByRole('form', { name: 'Donation form' });
  const note = uniqueText('For this cause.');
  await sendPledge(form, note, { amount: '$100' });
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${STRIPE_PORT}/pay/`));
  expect((await lastSessionRequest()).form).toMatchObject({ 'metadata[cause_id]': '1', 'metadata[cause]': title });

  // Cancelled on Stripe's page: the form again, as it was left, with a calm note.
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(at('/donate?cancelled=1'));
  await expect(page.getByText('Your payment was cancelled and nothing was charged')).toBeVisible();
  const again = page.getByRole('form', { name: 'Donation form' });
  await expect(again.getByRole('radio', { name: '$100' })).toBeChecked();
  await expect(again.getByLabel(/^Message/)).toHaveValue(note);

  await page.goBack();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText(`to ${title}`);
  const [receipt] = await messages('ana@example.org', title);
  expect(receipt!.text).toContain(`For: ${title}`);
  const [notice] = await messages(OFFICE, note);
  expect(notice!.text).toContain('Cause id: 1');
});

test('typed amounts past the limits get a message and make no session', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const before = (await stripe!.requests()).length;
  await page.goto(at('/donate'));
  const form = page.getByRole('form', { name: 'Donation form' });
  await fillDonor(form, { amount: 'Other amount' });
  await form.getByRole('button', { name: 'Donate Now' }).click();
  for (const [typed, message] of [
    ['0.99', 'The smallest gift we can take online is 1'],
    ['100000.01', 'For gifts over 100,000, please contact us'],
    ['5.001', /two decimals at most/],
  ] as const) {
    await form.getByLabel(/^Your amount/).fill(typed);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByLabel(/^Your amount/), message);
  }
  expect((await stripe!.requests()).length).toBe(before);
  await context.close();
});

test('Stripe unreachable: the donor is told, keeps the form, and the retry makes one session', async ({ page }) => {
  await page.goto(at('/donate'));
  const form = page.getByRole('form', { name: 'Donation form' });
  const note = uniqueText('While Stripe was away.');
  // The SDK tries three times (its two retries): all three find Stripe away.
  await stripe!.control('down?count=3');
  await sendPledge(form, note, { amount: '$10' });
  await expect(form.getByRole('status')).toContainText('we could not reach our payment provider');
  await expect(form.getByLabel(/^Message/)).toHaveValue(note);
  await expect(form.getByLabel('First name')).toHaveValue('Ana');
  const tried = (await stripe!.requests()).filter((r) => r.form['metadata[message]'] === note);
  expect(tried).toHaveLength(3);
  expect(new Set(tried.map((r) => r.idempotencyKey)).size).toBe(1);

  await form.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${STRIPE_PORT}/pay/`));
  const first = page.url();
  // The same gift sent again (back from Stripe's page, typed again): the same session, never a second charge.
  await page.goto(at('/donate'));
  await sendPledge(page.getByRole('form', { name: 'Donation form' }), note, { amount: '$10' });
  await expect(page).toHaveURL(first);
  const keys = (await stripe!.requests())
    .filter((r) => r.form['metadata[message]'] === note)
    .map((r) => r.idempotencyKey);
  expect(new Set(keys).size).toBe(1);
});
