// A local stand-in of Stripe's API for the tests, so the official SDK is exercised without the internet. It
// answers Checkout Sessions in Stripe's shape (create with idempotency replays, retrieve; Stripe's minimum amount
// refused as Stripe refuses it), billing portal sessions, charges; records every form-encoded request it receives;
// draws a checkout page a browser can "pay" (with or without JavaScript) and a portal page; and sends the signed
// webhooks Stripe would (signed with the SDK's generateTestHeaderString).
//
// STRIPE_STANDIN_PORT (default 12111), STRIPE_WEBHOOK_URL (the site's webhook), STRIPE_WEBHOOK_SECRET.
// Control, for the tests: GET /_control/requests, GET /_control/events, POST /_control/down?count=n (the next n API
// requests get their connection closed, as if Stripe were unreachable), POST /_control/refuse?code=…&status=400
// (the next session is refused with that error), POST /_control/resend?event=evt_… (sends an event again, as Stripe
// does), POST /_control/renew?session=cs_…[&shape=legacy] (a monthly renewal's invoice.paid, in the invoice shape of
// API versions since 2025-03-31 or before), POST /_control/renewal-failed?session=…, /_control/ended?session=…,
// /_control/refund?session=…, /_control/dispute?session=… (invoice.payment_failed, customer.subscription.deleted,
// charge.refunded, charge.dispute.created), POST /_control/foreign?kind=invoice|session|other-site (a paid event
// the site did not cause: a Dashboard invoice, a Payment Link session, another site's gift),
// POST /_control/emit?type=… (a signed event of any type, with an object of no known shape),
// POST /_control/forged (an event signed with another secret).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';

const port = Number(process.env.STRIPE_STANDIN_PORT || 12111);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? '';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
const stripe = new Stripe('sk_test_standin');
const base = `http://127.0.0.1:${port}`;

const requests = [];
const sessions = new Map();
const charges = new Map();
let refusal = null;
const byIdempotencyKey = new Map();
const events = [];
let downFor = 0;

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const html = (response, body) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><title>Stand-in checkout</title></head><body>${body}</body></html>`,
  );
};
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function bodyOf(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/** `metadata[cause]` and the like, from a form-encoded body, as an object. */
const under = (form, prefix) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

/** Stripe's smallest charge in minor units for the currencies the tests use; any other 50. */
const MINIMUM = { usd: 50, eur: 50, gbp: 30, jpy: 50, kwd: 500, huf: 17500 };
/** Digits of the minor unit, for the payment page (Stripe's zero- and three-decimal currencies). */
const digits = (currency) =>
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.includes(currency)
    ? 0
    : 'bhd jod kwd omr tnd'.includes(currency)
      ? 3
      : 2;

function newSession(form) {
  const subscription = form.mode === 'subscription';
  const session = {
    id: id('cs'),
    object: 'checkout.session',
    mode: form.mode,
    status: 'open',
    payment_status: 'unpaid',
    currency: form['line_items[0][price_data][currency]'],
    amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] || 1),
    customer_email: form.customer_email ?? null,
    customer_details: null,
    client_reference_id: form.client_reference_id ?? null,
    metadata: under(form, 'metadata'),
    success_url: form.success_url,
    cancel_url: form.cancel_url,
    customer: null,
    subscription: null,
    payment_intent: null,
    livemode: false,
  };
  // What Stripe copies to the subscription (so to each month's invoice) and to the payment (so to its charge).
  Object.defineProperty(session, 'objectMetadata', {
    value: under(form, subscription ? 'subscription_data[metadata]' : 'payment_intent_data[metadata]'),
  });
  session.url = `${base}/pay/${session.id}`;
  sessions.set(session.id, session);
  return session;
}

async function send(event, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  const answer = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return answer.status;
}

function event(type, object) {
  const made = { id: id('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false };
  made.data = { object };
  events.push({ ...made, answers: [] });
  return made;
}

async function emit(type, object) {
  const made = event(type, object);
  const status = await send(made);
  events.at(-1).answers.push(status);
  return made;
}

/** A monthly invoice in the shape of Stripe's API since 2025-03-31, or (`legacy`) before it. */
function invoiceOf(session, reason, { shape = 'basil', status = 'paid', metadata = session.objectMetadata } = {}) {
  const invoice = {
    id: id('in'),
    object: 'invoice',
    billing_reason: reason,
    status,
    amount_due: session.amount_total,
    amount_paid: status === 'paid' ? session.amount_total : 0,
    currency: session.currency,
    customer: session.customer,
    customer_email: session.customer_email,
  };
  if (shape === 'legacy') return { ...invoice, subscription: session.subscription, subscription_details: { metadata } };
  return {
    ...invoice,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata, subscription: session.subscription },
    },
  };
}

function chargeOf(session) {
  const charge = {
    id: id('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: 0,
    currency: session.currency,
    customer: session.customer,
    payment_intent: session.payment_intent,
    billing_details: { email: session.customer_email, name: null },
    metadata: session.objectMetadata,
    paid: true,
    refunded: false,
  };
  charges.set(charge.id, charge);
  return charge;
}

async function pay(session) {
  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer_details = { email: session.customer_email };
  session.customer = id('cus');
  if (session.mode === 'subscription') session.subscription = id('sub');
  else session.payment_intent = id('pi');
  await emit('checkout.session.completed', session);
  // Stripe's first invoice of a subscription: the site must not send a second receipt for it.
  if (session.mode === 'subscription') await emit('invoice.paid', invoiceOf(session, 'subscription_create'));
}

async function control(request, response, url) {
  if (url.pathname === '/_control/requests') return json(response, 200, requests);
  if (url.pathname === '/_control/events') return json(response, 200, events);
  if (request.method !== 'POST') return json(response, 405, {});
  if (url.pathname === '/_control/down') {
    downFor = Number(url.searchParams.get('count') ?? 1);
    return json(response, 200, { downFor });
  }
  if (url.pathname === '/_control/resend') {
    const kept = events.find((made) => made.id === url.searchParams.get('event'));
    if (!kept) return json(response, 404, {});
    const { answers, ...original } = kept;
    const status = await send(original);
    answers.push(status);
    return json(response, 200, { status });
  }
  if (url.pathname === '/_control/refuse') {
    refusal = { code: url.searchParams.get('code'), status: Number(url.searchParams.get('status') ?? 400) };
    return json(response, 200, refusal);
  }
  const session = sessions.get(url.searchParams.get('session'));
  const told = async (type, object) => {
    const made = await emit(type, object);
    return json(response, 200, { event: made.id, status: events.at(-1).answers[0], object: object.id });
  };
  if (url.pathname === '/_control/renew' && session) {
    const shape = url.searchParams.get('shape') ?? 'basil';
    return told('invoice.paid', invoiceOf(session, 'subscription_cycle', { shape }));
  }
  if (url.pathname === '/_control/renewal-failed' && session)
    return told('invoice.payment_failed', invoiceOf(session, 'subscription_cycle', { status: 'open' }));
  if (url.pathname === '/_control/ended' && session) {
    const subscription = {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
      customer: session.customer,
      currency: session.currency,
      metadata: session.objectMetadata,
      items: { object: 'list', data: [{ price: { currency: session.currency, unit_amount: session.amount_total } }] },
    };
    return told('customer.subscription.deleted', subscription);
  }
  if (url.pathname === '/_control/refund' && session)
    return told('charge.refunded', { ...chargeOf(session), refunded: true, amount_refunded: session.amount_total });
  if (url.pathname === '/_control/dispute' && session) {
    const charge = chargeOf(session);
    const dispute = { id: id('dp'), object: 'dispute', amount: charge.amount, charge: charge.id, metadata: {} };
    return told('charge.dispute.created', { ...dispute, currency: charge.currency, reason: 'fraudulent' });
  }
  if (url.pathname === '/_control/foreign') {
    const kind = url.searchParams.get('kind');
    const paid = { status: 'complete', payment_status: 'paid', customer_details: { email: 'buyer@example.org' } };
    const theirs = newSession({
      mode: kind === 'invoice' ? 'subscription' : 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '15000',
      customer_email: 'buyer@example.org',
    });
    Object.assign(theirs, paid);
    if (kind === 'invoice') return told('invoice.paid', invoiceOf(theirs, 'manual', { metadata: null }));
    if (kind === 'other-site') {
      const [ours] = [...sessions.values()].filter((kept) => kept.metadata.site);
      theirs.metadata = { ...ours?.metadata, site: 'another-site.example' };
    }
    return told('checkout.session.completed', theirs);
  }
  if (url.pathname === '/_control/emit') {
    const made = await emit(url.searchParams.get('type') ?? 'customer.created', { id: id('obj'), object: 'unknown' });
    return json(response, 200, { event: made.id, status: events.at(-1).answers[0] });
  }
  if (url.pathname === '/_control/forged') {
    const session = [...sessions.values()].at(-1);
    const made = event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    const status = await send(made, 'whsec_not_the_site_secret');
    events.at(-1).answers.push(status);
    return json(response, 200, { event: made.id, status });
  }
  return json(response, 404, {});
}

async function api(request, response, url) {
  const text = await bodyOf(request);
  const form = Object.fromEntries(new URLSearchParams(text));
  const key = request.headers['idempotency-key'] ?? null;
  requests.push({ method: request.method, path: url.pathname, idempotencyKey: key, form });
  if (downFor > 0) {
    downFor -= 1;
    request.socket.destroy();
    return;
  }
  if (request.headers.authorization !== 'Bearer ' + (process.env.STRIPE_SECRET_KEY ?? 'sk_test_site')) {
    return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
  }
  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    if (key && byIdempotencyKey.has(key)) return json(response, 200, byIdempotencyKey.get(key));
    const currency = form['line_items[0][price_data][currency]'];
    const amount = Number(form['line_items[0][price_data][unit_amount]']);
    if (refusal || amount < (MINIMUM[currency] ?? 50) || amount > 99_999_999) {
      const code = refusal?.code ?? (amount > 99_999_999 ? 'amount_too_large' : 'amount_too_small');
      const status = refusal?.status ?? 400;
      refusal = null;
      return json(response, status, { error: { type: 'invalid_request_error', code, message: `Refused: ${code}` } });
    }
    const session = newSession(form);
    if (key) byIdempotencyKey.set(key, session);
    return json(response, 200, session);
  }
  const found = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
  if (request.method === 'GET' && found) {
    const session = sessions.get(decodeURIComponent(found[1]));
    if (!session)
      return json(response, 404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' },
      });
    return json(response, 200, session);
  }
  if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
    const portal = {
      id: id('bps'),
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url,
      livemode: false,
    };
    portal.url = `${base}/portal/${portal.id}?customer=${encodeURIComponent(form.customer)}&return=${encodeURIComponent(form.return_url)}`;
    return json(response, 200, portal);
  }
  const charge = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
  if (request.method === 'GET' && charge) {
    const found = charges.get(decodeURIComponent(charge[1]));
    if (found) return json(response, 200, found);
    return json(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
  }
  // No invoices here: a charge's invoice (a renewal's) is looked up and found to be none.
  if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
    return json(response, 200, { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' });
  }
  if (request.method === 'GET' && /^\/v1\/invoices\/[^/]+$/.test(url.pathname)) {
    return json(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
  }
  return json(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
}

/** The stand-in's customer portal: whose it is, and the way back to the site. */
async function portalPage(_request, response, url) {
  return html(
    response,
    `<main><h1>Stand-in customer portal</h1><p>Customer ${escape(url.searchParams.get('customer'))}</p>
     <p><a href="${escape(url.searchParams.get('return'))}">Return to the site</a></p></main>`,
  );
}

/** The stand-in's payment page: the amount, a Pay button (a plain form) and a link back to the site. */
async function checkoutPage(request, response, url) {
  const session = sessions.get(url.pathname.split('/')[2]);
  if (!session) return json(response, 404, {});
  if (request.method === 'POST') {
    await pay(session);
    response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
    return response.end();
  }
  const every = session.mode === 'subscription' ? ' every month' : '';
  const places = digits(session.currency);
  const amount = (session.amount_total / 10 ** places).toFixed(places);
  return html(
    response,
    `<main><h1>Stand-in checkout</h1><p>Pay ${amount} ${escape(session.currency)}${every}</p>
     <form method="post"><button type="submit">Pay</button></form>
     <p><a href="${escape(session.cancel_url)}">Back to the site</a></p></main>`,
  );
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', base);
  const handle = url.pathname.startsWith('/_control/')
    ? control
    : url.pathname.startsWith('/pay/')
      ? checkoutPage
      : url.pathname.startsWith('/portal/')
        ? portalPage
        : api;
  handle(request, response, url).catch((error) => json(response, 500, { error: { message: String(error) } }));
}).listen(port, '127.0.0.1', () => console.log(`[stripe-standin] on ${base}`));
