// Card gifts through Stripe Checkout, against a local stand-in of Stripe's API (scripts/stripe-standin/server.mjs)
// driven by the official SDK, with a real SMTP server: the form says what will be charged, Donate Now sends the
// donor to the checkout page, paying there sends the signed webhook, the thank-you page thanks them, and the donor's
// receipt (from the organisation, nothing the donor wrote but the first name) and the office's notice arrive once,
// however often the event is sent. Renewals in both invoice shapes, a failed renewal, an ended gift, a refund and a
// dispute reach the office; the receipt's link opens the customer portal, a changed one is refused. Events the site
// did not cause send nothing; a bad signature changes nothing; without JavaScript the same; a cause's gift carries
// its cause and comes back to its page after a cancel, refilled with or without JavaScript; Stripe unreachable or
// refusing is told as the donor can act on it; a second gift after a paid one is a new gift; yen and dinars are sent
// in their own minor units; no webhook secret, no card gift.
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
const ORG = 'Hope Harbor Foundation';
const SECRETS = { STRIPE_SECRET_KEY: 'sk_test_site', STRIPE_WEBHOOK_SECRET: 'whsec_test_site_secret' };
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const SITE_ENV = {
  ...SECRETS,
  STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
  SITE_URL: siteUrl,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  FORMS_MAIL_TO: OFFICE,
  FORMS_MAIL_FROM: FROM,
  FORMS_RATE_LIMIT: '100',
  DONATION_LINK_SECRET: 'manage-links-test-secret',
  CHARITY_NUMBER: '1100001',
};

let mail: OwnedMailServer | undefined;
let stripe: StripeStandin | undefined;
let site: OwnedServer | undefined;

test.beforeAll(async () => {
  mail = await startMailServer(SMTP_PORT);
  stripe = await startStripeStandin(STRIPE_PORT, { ...SECRETS, STRIPE_WEBHOOK_URL: `${siteUrl}/api/stripe/webhook` });
  site = await startSite(SITE_PORT, SITE_ENV);
});

test.afterAll(async () => {
  await stopAll(site, stripe);
  await mail?.stop();
});

/** The site again with other settings (a currency, no webhook secret). */
async function restartSite(env: Record<string, string | undefined>) {
  await stopAll(site);
  const settings = Object.fromEntries(
    Object.entries({ ...SITE_ENV, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  site = await startSite(SITE_PORT, settings);
}

const at = (address: string) => new URL(address, siteUrl).href;
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

const field = (message: ParsedMail, label: string) =>
  new RegExp(`^${label}: (.*)$`, 'm').exec(message.text ?? '')?.[1] ?? '';

test('a monthly gift: what it charges, Stripe’s page, one receipt from the organisation, renewals, its manage link', async ({
  page,
}) => {
  await page.goto(at('/donate'));
  const form = page.getByRole('form', { name: 'Donation form' });
  await expect(form.getByText('takes you to Stripe')).toBeVisible();
  await expect(form.getByLabel(/Card number|CVV|Expiry/)).toHaveCount(0);
  const note = uniqueText('Every month for the wells.');
  await fillDonor(form, { amount: '', custom: '42.50', frequency: 'Monthly' });
  await expect(form.getByText('You are giving $42.50 every month until you stop it.')).toBeVisible();
  await form.getByLabel(/^Message/).fill(note);
  await form.getByRole('button', { name: 'Donate Now, every month' }).click();
  await payOnStandin(page);
  await expect(page.getByRole('heading', { name: 'Thank you, Ana!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText(
    'Your gift of $42.50 a month has been received. Your receipt is on its way to ana@example.org, with a link to change or stop the gift.',
  );

  const created = await lastSessionRequest();
  const ref = created.form.client_reference_id!;
  expect(ref).toMatch(/^[0-9a-f-]{36}$/);
  expect(created.form).toMatchObject({
    mode: 'subscription',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '4250',
    'line_items[0][price_data][recurring][interval]': 'month',
    customer_email: 'ana@example.org',
    'metadata[site]': `127.0.0.1:${SITE_PORT}`,
    'metadata[gift_ref]': ref,
    'metadata[frequency]': 'monthly',
    'metadata[message]': note,
    'subscription_data[metadata][gift_ref]': ref,
    success_url: at('/donate/thank-you?session_id={CHECKOUT_SESSION_ID}'),
    cancel_url: at('/donate?cancelled=1&amount=42.50&frequency=monthly#donate'),
  });
  expect(created.idempotencyKey).toBe(`gift-${ref}`);

  const [receipt] = await messages('ana@example.org', '$42.50 a month');
  expect(receipt!.subject).toBe(`Receipt for your gift to ${ORG}`);
  expect(receipt!.from?.value[0]).toEqual({ name: ORG, address: FROM });
  expect(field(receipt!, 'From')).toBe(`${ORG}, registered charity 1100001`);
  expect(field(receipt!, 'Receipt number')).toMatch(/^cs_test_/);
  expect(field(receipt!, 'Date')).toMatch(/^\d{1,2} \w+ 20\d\d$/);
  // The receipt carries no text the donor wrote but the first name.
  expect(receipt!.text).not.toContain(note);
  expect(receipt!.text).not.toContain('Núñez');
  const [notice] = await messages(OFFICE, note);
  expect(notice!.subject).toBe('Gift received from the website');
  expect(notice!.text).toContain('Amount: $42.50 a month');
  expect(field(notice!, 'Stripe subscription')).toMatch(/^sub_test_/);
  expect(notice!.replyTo?.text).toBe('ana@example.org');

  // Stripe sends an event again: answered, and no second e-mail. The subscription's first invoice sends none either.
  const completed = (await stripe!.events()).find((e) => e.type === 'checkout.session.completed')!;
  expect(await stripe!.control(`resend?event=${completed.id}`)).toEqual({ status: 200 });
  const firstInvoice = (await stripe!.events()).find((e) => e.type === 'invoice.paid')!;
  expect(firstInvoice.answers).toEqual([200]);
  // A month later, and the month after in the invoice shape of API versions before 2025-03-31: the same receipt.
  const session = new URL(page.url()).searchParams.get('session_id');
  expect(await stripe!.control(`renew?session=${session}`)).toMatchObject({ status: 200 });
  expect(await stripe!.control(`renew?session=${session}&shape=legacy`)).toMatchObject({ status: 200 });
  const renewals = await messages('ana@example.org', `Receipt for your monthly gift to ${ORG}`, 2);
  for (const renewal of renewals) {
    expect(field(renewal, 'Amount')).toBe('$42.50 a month');
    expect(field(renewal, 'How often')).toBe('Every month');
    expect(field(renewal, 'Donor')).toBe('Ana');
  }
  await messages(OFFICE, note, 3);

  // The receipt's link opens Stripe's portal for this donor; the same link changed is refused.
  const link = field(renewals[0]!, 'Change or stop your monthly gift');
  expect(link).toMatch(new RegExp(`^${siteUrl}/api/giving/manage\\?`));
  const changed = new URL(link);
  changed.searchParams.set('customer', 'cus_test_someone_else');
  expect((await page.request.get(changed.href, { maxRedirects: 0 })).status()).toBe(403);
  const portal = await page.request.get(link, { maxRedirects: 0 });
  expect(portal.status()).toBe(303);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stand-in customer portal' })).toBeVisible();
  const portalRequest = (await stripe!.requests()).find((r) => r.path === '/v1/billing_portal/sessions')!;
  expect(portalRequest.form).toMatchObject({ customer: new URL(link).searchParams.get('customer') });

  // A renewal that fails tells the donor (with the link) and the office; a gift that ends tells the office.
  expect(await stripe!.control(`renewal-failed?session=${session}`)).toMatchObject({ status: 200 });
  const [failed] = await messages('ana@example.org', 'could not be taken');
  expect(field(failed!, 'Change or stop your monthly gift')).toMatch(/\/api\/giving\/manage\?/);
  const [failedNotice] = await messages(OFFICE, 'Monthly gift renewal failed');
  expect(field(failedNotice!, 'Stripe subscription')).toMatch(/^sub_test_/);
  expect(await stripe!.control(`ended?session=${session}`)).toMatchObject({ status: 200 });
  const [ended] = await messages(OFFICE, 'Monthly gift ended');
  expect(field(ended!, 'Stripe subscription')).toMatch(/^sub_test_/);
});

test('a bad signature is refused; events the site did not cause are acknowledged and send nothing', async ({
  request,
}) => {
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
  // Paid, signed, and not this site's: a Dashboard invoice, a Payment Link's session, another site's gift.
  for (const kind of ['invoice', 'session', 'other-site'])
    expect(await stripe!.control(`foreign?kind=${kind}`)).toMatchObject({ status: 200 });
  // A signed event the site does not act on, and one with an object of no known shape.
  expect(await stripe!.control('emit?type=customer.created')).toMatchObject({ status: 200 });
  expect(await stripe!.control('emit?type=checkout.session.completed')).toMatchObject({ status: 200 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(mail?.received.length ?? 0).toBe(before);
  expect(site?.log() ?? '').toContain('not one of this site’s gifts, acknowledged');
  for (const address of ['ana@example.org', 'buyer@example.org']) expect(site?.log() ?? '').not.toContain(address);
});

test('without JavaScript: a plain post is answered with Stripe’s page; a refund and a dispute reach the office', async ({
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
  const created = (await lastSessionRequest()).form;
  expect(created).toMatchObject({
    mode: 'payment',
    submit_type: 'donate',
    'line_items[0][price_data][unit_amount]': '2500',
    'payment_intent_data[metadata][gift_ref]': created.client_reference_id,
  });
  await messages(OFFICE, note);

  const session = new URL(page.url()).searchParams.get('session_id');
  expect(await stripe!.control(`refund?session=${session}`)).toMatchObject({ status: 200 });
  const [refund] = await messages(OFFICE, 'Gift refunded');
  expect(field(refund!, 'Stripe payment')).toMatch(/^pi_test_/);
  expect(field(refund!, 'Stripe object')).toMatch(/^ch_test_/);
  const dispute = await stripe!.control(`dispute?session=${session}`);
  expect(dispute).toMatchObject({ status: 200 });
  const [disputed] = await messages(OFFICE, 'Gift disputed by the card holder');
  expect(field(disputed!, 'Stripe payment')).toMatch(/^pi_test_/);
  // Each once: Stripe sending the dispute again sends nothing more.
  expect(await stripe!.control(`resend?event=${dispute.event}`)).toEqual({ status: 200 });
  await messages(OFFICE, 'Gift disputed by the card holder');
  await context.close();
});

test('a cause’s gift carries its cause to Stripe, the receipt and the notice; Back returns to the cause, refilled', async ({
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

  // Cancelled on Stripe's page: the cause's page again, its form as it was left, with a calm note.
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(at('/cause-single/1?cancelled=1&amount=100&frequency=once#cause-donation'));
  await expect(page.getByText('Your payment was cancelled and nothing was charged')).toBeVisible();
  const again = page.getByRole('form', { name: 'Donation form' });
  await expect(again.getByRole('radio', { name: '$100' })).toBeChecked();
  await expect(again.getByLabel(/^Message/)).toHaveValue(note);
  await expect(again.getByText(`You are giving $100.00 once to ${title}.`)).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText(`to ${title}`);
  const [receipt] = await messages('ana@example.org', title);
  expect(receipt!.text).toContain(`For: ${title}`);
  const [notice] = await messages(OFFICE, note);
  expect(notice!.text).toContain('Cause id: 1');
});

test('without JavaScript, Back returns to the cause with its choices refilled; a hostile query changes nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at('/cause-single/1'));
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const note = uniqueText('For this cause, without JavaScript.');
  await sendPledge(page.getByRole('form', { name: 'Donation form' }), note, { amount: '$50', frequency: 'Monthly' });
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${STRIPE_PORT}/pay/`));

  // Cancelled on Stripe's page: the cause's page at its own address, the gift's choices (never the donor) refilled.
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(at('/cause-single/1?cancelled=1&amount=50&frequency=monthly#cause-donation'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Your payment was cancelled and nothing was charged')).toBeVisible();
  const again = page.getByRole('form', { name: 'Donation form' });
  await expect(again.getByRole('radio', { name: '$50', exact: true })).toBeChecked();
  await expect(again.getByRole('radio', { name: 'Monthly', exact: true })).toBeChecked();
  await expect(again.getByLabel('First name')).toHaveValue('');
  // The cause kept: the gift pressed again goes to Stripe for this cause, monthly, $50.
  await sendPledge(again, note, { amount: '$50', frequency: 'Monthly' });
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${STRIPE_PORT}/pay/`));
  expect((await lastSessionRequest()).form).toMatchObject({
    mode: 'subscription',
    'line_items[0][price_data][unit_amount]': '5000',
    'metadata[cause_id]': '1',
    'metadata[cause]': title,
  });

  // A query another hand wrote: the same page, nothing chosen for the donor, nothing of the query drawn.
  const hostile = at('/cause-single/1?cancelled=1&amount=%3Cb%3Ex%3C/b%3E&frequency=%22%3E%3Cb%3Ey%3C/b%3E&amount=9');
  expect((await page.goto(hostile))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const probed = page.getByRole('form', { name: 'Donation form' });
  await expect(probed.getByRole('radio', { name: 'Once', exact: true })).toBeChecked();
  for (const name of ['$10', '$25', '$50', '$100', 'Other amount'])
    await expect(probed.getByRole('radio', { name, exact: true })).not.toBeChecked();
  await expect(page.locator('b', { hasText: /^[xy]$/ })).toHaveCount(0);
  await context.close();
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
    ['0.99', 'The smallest gift we can take online is $1.00'],
    ['100000.01', 'For gifts over $100,000.00, please contact us'],
    ['5.001', /two decimals at most/],
  ] as const) {
    await form.getByLabel(/^Your amount/).fill(typed);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByLabel(/^Your amount/), message);
  }
  expect((await stripe!.requests()).length).toBe(before);
  await context.close();
});

test('Stripe unreachable or refusing is told as the donor can act on it; a second gift after a paid one is new', async ({
  page,
}) => {
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

  // Stripe refuses the amount: the donor is told next to it; a refusal of ours says so, nothing to retry.
  await stripe!.control('refuse?code=amount_too_small');
  await form.getByRole('button', { name: 'Donate Now' }).click();
  await expectFieldMessage(form.getByRole('radio', { name: '$10', exact: true }), 'Please give at least $1.00');
  await stripe!.control('refuse?code=parameter_unknown');
  await form.getByRole('button', { name: 'Donate Now' }).click();
  await expect(form.getByRole('status')).toContainText('because of a problem on our side');

  // Pressed again: the same submission, the same idempotency key, one session.
  await form.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${STRIPE_PORT}/pay/`));
  const keys = (await stripe!.requests())
    .filter((r) => r.form['metadata[message]'] === note)
    .map((r) => r.idempotencyKey);
  expect(new Set(keys).size).toBe(1);
  await payOnStandin(page);

  // The same gift again, deliberately, after paying: a new submission and a new session.
  const first = (await lastSessionRequest()).form.client_reference_id;
  await page.goto(at('/donate'));
  await sendPledge(page.getByRole('form', { name: 'Donation form' }), note, { amount: '$10' });
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${STRIPE_PORT}/pay/`));
  const second = await lastSessionRequest();
  expect(second.form.client_reference_id).not.toBe(first);
  expect(second.idempotencyKey).toBe(`gift-${second.form.client_reference_id}`);
});

test('yen and dinars: presets and amounts in each currency’s minor units, Stripe’s page shows the same', async ({
  page,
}) => {
  await restartSite({ DONATION_CURRENCY: 'jpy' });
  await page.goto(at('/donate'));
  let form = page.getByRole('form', { name: 'Donation form' });
  await expect(form.getByRole('radio', { name: '¥1,000', exact: true })).toBeVisible();
  await sendPledge(form, uniqueText('Yen.'), { amount: '¥2,500' });
  await expect(page.getByText('Pay 2500 jpy')).toBeVisible();
  expect((await lastSessionRequest()).form['line_items[0][price_data][unit_amount]']).toBe('2500');

  await restartSite({ DONATION_CURRENCY: 'kwd' });
  await page.goto(at('/donate'));
  form = page.getByRole('form', { name: 'Donation form' });
  await sendPledge(form, uniqueText('Dinars.'), { amount: '', custom: '10' });
  await expect(page.getByText('Pay 10.000 kwd')).toBeVisible();
  expect((await lastSessionRequest()).form['line_items[0][price_data][unit_amount]']).toBe('10000');
});

test('no webhook secret: no card gift (a pledge), and the start log names the missing setting', async ({ page }) => {
  await restartSite({ STRIPE_WEBHOOK_SECRET: undefined });
  expect(site?.log() ?? '').toContain('STRIPE_WEBHOOK_SECRET not set: card gifts are taken as pledges');
  await page.goto(at('/donate'));
  const form = page.getByRole('form', { name: 'Donation form' });
  await expect(form.getByText('Online card payment is not available just now')).toBeVisible();
  const before = (await stripe!.requests()).length;
  const note = uniqueText('A pledge, no webhook.');
  await sendPledge(form, note);
  await expect(form.getByRole('status')).toContainText('this is a pledge');
  await messages(OFFICE, note);
  expect((await stripe!.requests()).length).toBe(before);
});
