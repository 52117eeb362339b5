/**
 * @jest-environment node
 */
// What each Stripe event does, with Stripe's own example objects: this site's gifts send a receipt (from the
// organisation, carrying nothing the donor wrote but a sane first name) and the office's notice (everything, with the
// ids it needs); a Dashboard invoice, a Payment Link, another site's gift or an event without an object sends
// nothing. Renewals read the same in both invoice shapes. And an event is acted on once: the second claim of its id
// is refused, by two server processes sharing a real redis-server as by one process on disk; a released id (its
// e-mails could not be kept) is taken again.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Stripe from 'stripe';
import { freePort } from '@/e2e/support/mail-server';
import { startRedis, type OwnedRedis } from '@/e2e/support/redis-server';
import type { Submission } from '@/lib/outbox/submission';
import { actionOfEvent, type EventContext } from '../webhook-events';
import {
  GIFT_REF,
  SITE,
  charge,
  dispute,
  event,
  invoice,
  legacyInvoice,
  metadata,
  session,
  subscription,
} from '@/test/stripe/stripe-objects';

jest.mock('server-only', () => ({}));

const context: EventContext = {
  site: SITE,
  receipt: (gift) => ({
    siteName: 'Hope Harbor Foundation',
    charityNumber: '1234567',
    taxText: 'No goods or services were given in return.',
    manageLink: gift.customer ? `https://www.charity.example/api/giving/manage?customer=${gift.customer}` : undefined,
  }),
  chargeOf: async () => charge(),
  invoiceOf: async () => null,
};

async function mailsOf(type: string, object: unknown, ctx = context): Promise<Submission[]> {
  const action = await actionOfEvent(event(type, object), ctx);
  return action.acted ? action.mails : [];
}
const fieldsOf = (mail: Submission | undefined) =>
  Object.fromEntries((mail?.fields ?? []).map((field) => [field.name, field.value]));

describe('a gift of this site', () => {
  it('a paid session: a receipt from the organisation by name, and the office’s notice with the subscription', async () => {
    const [receipt, office] = await mailsOf(
      'checkout.session.completed',
      session({ customer_email: 'ana@example.org' }),
    );
    expect(receipt).toMatchObject({
      id: expect.stringMatching(/^evt_test_\d+-receipt$/),
      to: 'ana@example.org',
      subject: 'Receipt for your gift to Hope Harbor Foundation',
      fromName: 'Hope Harbor Foundation',
    });
    expect(fieldsOf(receipt)).toMatchObject({
      name: 'Ana',
      amount: '$42.50 a month',
      currency: 'USD',
      frequency: 'Every month',
      about: 'Clean water',
      date: '28 May 2026',
      receipt: expect.stringMatching(/^cs_test_/),
      charity: 'Hope Harbor Foundation, registered charity 1234567',
      tax: 'No goods or services were given in return.',
      manage: 'https://www.charity.example/api/giving/manage?customer=cus_QXg1o8vcGmoR32',
    });
    // Nothing the donor wrote but the first name reaches an address the donor typed.
    const text = JSON.stringify(receipt);
    for (const written of ['Núñez', 'Quay St', 'For the wells']) expect(text).not.toContain(written);
    expect(office).toMatchObject({ form: 'gift', title: 'Gift received', replyTo: 'ana@example.org' });
    expect(fieldsOf(office)).toMatchObject({
      subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs',
      submission: GIFT_REF,
      message: 'For the wells.',
      lastName: 'Núñez',
    });
    expect(office!.fields.find((field) => field.name === 'message')?.label).toMatch(/the donor's words/);
  });

  it('a renewal reads the same in the invoice shape before 2025-03-31 and after', async () => {
    const now = await mailsOf('invoice.paid', invoice());
    const before = await mailsOf('invoice.paid', legacyInvoice());
    expect(now.map((mail) => mail.title)).toEqual([
      'Receipt for your monthly gift to Hope Harbor Foundation',
      'Monthly gift renewed',
    ]);
    for (const mails of [now, before]) {
      expect(fieldsOf(mails[0])).toMatchObject({ name: 'Ana', amount: '$42.50 a month', about: 'Clean water' });
      expect(fieldsOf(mails[1])).toMatchObject({ subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs', causeId: '1' });
    }
    expect(fieldsOf(before[1]).payment).toBe('pi_3MtwBwLkdIwHu7ix28a3tqPa');
  });

  it('a failed renewal tells the donor, with the manage link, and the office', async () => {
    const mails = await mailsOf(
      'invoice.payment_failed',
      invoice({ status: 'open', amount_due: 4250, amount_paid: 0 }),
    );
    expect(mails.map((mail) => mail.title)).toEqual([
      'This month\u2019s gift to Hope Harbor Foundation could not be taken'.replace('\u2019', "'"),
      'Monthly gift renewal failed',
    ]);
    expect(fieldsOf(mails[0])).toMatchObject({ amount: '$42.50 a month', manage: expect.stringContaining('cus_') });
    expect(fieldsOf(mails[0]).tax).toBeUndefined();
  });

  it('a monthly gift ended, a refund and a dispute tell the office only, with the ids it needs', async () => {
    const ended = await mailsOf('customer.subscription.deleted', subscription());
    expect(ended.map((mail) => [mail.title, mail.to])).toEqual([['Monthly gift ended', undefined]]);
    expect(fieldsOf(ended[0]).subscription).toBe('sub_1MowQVLkdIwHu7ixeRlqHVzs');
    const refunded = await mailsOf('charge.refunded', charge());
    expect(refunded.map((mail) => mail.title)).toEqual(['Gift refunded']);
    expect(fieldsOf(refunded[0])).toMatchObject({
      amount: '$25.00',
      payment: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      reference: 'ch_1PgafuB7WZ01zgkWXYmPNZs8',
    });
    const asked: string[] = [];
    const disputed = await mailsOf('charge.dispute.created', dispute(), {
      ...context,
      chargeOf: async (id) => (asked.push(id), charge()),
    });
    expect(asked).toEqual(['ch_1PgafuB7WZ01zgkWXYmPNZs8']);
    expect(disputed.map((mail) => mail.title)).toEqual(['Gift disputed by the card holder']);
    expect(fieldsOf(disputed[0])).toMatchObject({ payment: 'pi_3MtwBwLkdIwHu7ix28a3tqPa' });
  });

  it('a refund and a dispute of a renewal (no metadata on the charge) are found through its invoice, in both shapes', async () => {
    const renewal = charge({ metadata: {}, amount: 4250 });
    for (const paid of [invoice({ billing_reason: 'subscription_cycle' }), legacyInvoice()]) {
      const asked: string[] = [];
      const ctx: EventContext = {
        ...context,
        chargeOf: async () => renewal,
        invoiceOf: async (of) => (asked.push(of.id), paid),
      };
      const refunded = await mailsOf('charge.refunded', renewal, ctx);
      expect(refunded.map((mail) => mail.title)).toEqual(['Gift refunded']);
      expect(fieldsOf(refunded[0])).toMatchObject({
        amount: '$42.50 a month',
        subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs',
        payment: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      });
      const disputed = await mailsOf('charge.dispute.created', dispute(), ctx);
      expect(disputed.map((mail) => mail.title)).toEqual(['Gift disputed by the card holder']);
      expect(asked).toEqual([renewal.id, renewal.id]);
    }
    // A charge of a shop's invoice, or of no invoice at all, sends nothing.
    const shop = { ...context, invoiceOf: async () => invoice({ billing_reason: 'manual' }, null) };
    expect(await mailsOf('charge.refunded', charge({ metadata: {} }), shop)).toEqual([]);
    expect(await mailsOf('charge.refunded', charge({ metadata: {} }))).toEqual([]);
  });

  it('Gift Aid is named in the receipt and the notice; an amount Stripe does not state is not "$0.00"', async () => {
    const aided = session({ metadata: { ...metadata, gift_aid: 'yes' }, amount_total: null });
    const [receipt, office] = await mailsOf('checkout.session.completed', aided);
    expect(fieldsOf(receipt).giftAid).toMatch(/^Declared: I am a UK taxpayer/);
    expect(fieldsOf(office).giftAid).toMatch(/^Declared: I am a UK taxpayer/);
    expect(fieldsOf(receipt).amount).toBe('(amount not stated by Stripe)');
  });

  it('a first name that is not a name is left out of the receipt', async () => {
    const pitch = 'Your card payment FAILED. Re-enter it at https://evil.example/pay';
    const [receipt, office] = await mailsOf(
      'checkout.session.completed',
      session({ metadata: { ...metadata, first_name: pitch } }),
    );
    expect(fieldsOf(receipt).name).toBe('Friend');
    expect(JSON.stringify(receipt)).not.toContain('evil.example');
    expect(fieldsOf(office).firstName).toBe(pitch);
  });

  it('a bank debit on its way sends nothing yet; the first month’s invoice none (its session did)', async () => {
    expect(await mailsOf('checkout.session.completed', session({ payment_status: 'unpaid' }))).toEqual([]);
    expect(await mailsOf('invoice.paid', invoice({ billing_reason: 'subscription_create' }))).toEqual([]);
  });
});

describe('anything else', () => {
  it.each<[string, string, unknown]>([
    ['a Dashboard invoice', 'invoice.paid', invoice({ billing_reason: 'manual' }, null)],
    ['a subscription the site did not start', 'invoice.paid', invoice({}, {})],
    [
      'an old-shaped invoice of another site',
      'invoice.paid',
      { ...legacyInvoice(), subscription_details: { metadata: { ...metadata, site: 'other.example' } } },
    ],
    ['a Payment Link session with no metadata', 'checkout.session.completed', session({ metadata: {} })],
    [
      'another site’s session',
      'checkout.session.completed',
      session({ metadata: { ...metadata, site: 'other.example' } }),
    ],
    ['a forged gift reference', 'checkout.session.completed', session({ metadata: { ...metadata, gift_ref: 'x' } })],
    ['a charge of the shop', 'charge.refunded', charge({ metadata: {} })],
    ['a subscription of the shop', 'customer.subscription.deleted', subscription({})],
  ])('%s is acknowledged and sends nothing', async (_name, type, object) => {
    expect(await actionOfEvent(event(type, object), context)).toEqual({
      acted: false,
      why: 'not one of this site’s gifts',
    });
  });

  it('an event without an object, or whose object has no id, sends nothing and does not throw', async () => {
    const bare = { id: 'evt_1', type: 'checkout.session.completed' } as unknown as Stripe.Event;
    expect(await actionOfEvent(bare, context)).toEqual({ acted: false, why: 'no object' });
    const noId = session() as unknown as Record<string, unknown>;
    delete noId.id;
    expect(await actionOfEvent(event('checkout.session.completed', noId), context)).toEqual({
      acted: false,
      why: 'no object',
    });
    expect(await actionOfEvent(event('customer.created', { id: 'cus_1' }), context)).toEqual({
      acted: false,
      why: 'not listened to',
    });
  });

  it('a dispute of another charge asks Stripe whose it is, and a failed ask rejects (Stripe retries)', async () => {
    const shop = { ...context, chargeOf: async () => charge({ metadata: {} }) };
    expect((await actionOfEvent(event('charge.dispute.created', dispute()), shop)).acted).toBe(false);
    const unknown = { ...context, chargeOf: async () => null };
    expect((await actionOfEvent(event('charge.dispute.created', dispute()), unknown)).acted).toBe(false);
    const away = { ...context, chargeOf: () => Promise.reject(new Error('unreachable')) };
    await expect(actionOfEvent(event('charge.dispute.created', dispute()), away)).rejects.toThrow('unreachable');
  });
});

describe('each event acted on once', () => {
  type Events = typeof import('../webhook-events');
  type Store = typeof import('@/lib/redis.mjs');

  /** The module as another server process loads it, with its own settings (DATA_DIR). */
  async function processWith(env: Record<string, string | undefined>): Promise<{ events: Events; store: Store }> {
    let loaded: { events: Events; store: Store } | undefined;
    await jest.isolateModulesAsync(async () => {
      Object.assign(process.env, env);
      for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
      loaded = { events: await import('../webhook-events'), store: await import('@/lib/redis.mjs') };
    });
    // Both copies share this jest process's one client (processWide); what is tested is Redis's SET NX, which every
    // instance's client asks alike.
    return loaded!;
  }

  let redis: OwnedRedis | undefined;
  afterAll(async () => {
    await redis?.stop();
  });

  it('on disk (no Redis): an event id is taken once, and again after it was released', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'evt-'));
    const { events } = await processWith({ REDIS_URL: undefined, DATA_DIR: dataDir });
    expect(await events.claimEvent('evt_disk_1')).toBe(true);
    expect(await events.claimEvent('evt_disk_1')).toBe(false);
    await events.releaseEvent('evt_disk_1');
    expect(await events.claimEvent('evt_disk_1')).toBe(true);
    // An id that looks like a path stays a file of the folder.
    expect(await events.claimEvent('evt_../../escaped')).toBe(true);
    expect(readdirSync(path.join(dataDir, 'stripe-events')).sort()).toEqual(['evt_------escaped', 'evt_disk_1']);
  });

  it('in a shared Redis: two processes, one claim; each disk alone would have said yes twice', async () => {
    redis = await startRedis(await freePort());
    const env = { REDIS_URL: redis.url };
    const first = await processWith({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'evt-')) });
    const second = await processWith({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'evt-')) });
    const answers = await Promise.all([
      first.events.claimEvent('evt_shared_1'),
      second.events.claimEvent('evt_shared_1'),
    ]);
    expect(answers.sort()).toEqual([false, true]);
    await first.events.releaseEvent('evt_shared_1');
    expect(await second.events.claimEvent('evt_shared_1')).toBe(true);
    await first.store.closeSharedRedis();
    await second.store.closeSharedRedis();
  });
});
