// A local stand-in of Stripe's API for the tests, so the official SDK is exercised without the internet. It
// answers Checkout Sessions in Stripe's shape (create with idempotency replays, retrieve), records every form-encoded
// request it receives, draws a checkout page a browser can "pay" (with or without JavaScript), and then sends the
// signed webhooks Stripe would (signed with the SDK's generateTestHeaderString).
//
// STRIPE_STANDIN_PORT (default 12111), STRIPE_WEBHOOK_URL (the site's webhook), STRIPE_WEBHOOK_SECRET.
// Control, for the tests: GET /_control/requests, GET /_control/events, POST /_control/down?count=n (the next n API
// requests get their connection closed, as if Stripe were unreachable), POST /_control/resend?event=evt_… (sends an
// event again, as Stripe does), POST /_control/renew?session=cs_… (a monthly renewal's invoice.paid),
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

function newSession(form) {
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
    subscription: null,
    livemode: false,
  };
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

function invoiceOf(session, reason) {
  return {
    id: id('in'),
    object: 'invoice',
    billing_reason: reason,
    amount_paid: session.amount_total,
    currency: session.currency,
    customer_email: session.customer_email,
    subscription: session.subscription,
    parent: { type: 'subscription_details', subscription_details: { metadata: session.metadata } },
  };
}

async function pay(session) {
  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer_details = { email: session.customer_email };
  if (session.mode === 'subscription') session.subscription = id('sub');
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
  if (url.pathname === '/_control/renew') {
    const session = sessions.get(url.searchParams.get('session'));
    if (!session) return json(response, 404, {});
    const made = await emit('invoice.paid', invoiceOf(session, 'subscription_cycle'));
    return json(response, 200, { event: made.id, status: events.at(-1).answers[0] });
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
  return json(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
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
  return html(
    response,
    `<main><h1>Stand-in checkout</h1><p>Pay ${(session.amount_total / 100).toFixed(2)} ${escape(session.currency)}${every}</p>
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
      : api;
  handle(request, response, url).catch((error) => json(response, 500, { error: { message: String(error) } }));
}).listen(port, '127.0.0.1', () => console.log(`[stripe-standin] on ${base}`));
