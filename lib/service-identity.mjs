// Which content service (and settings) a server's pages are drawn for, as a short hash: the page cache keeps the
// pages of one identity apart from another's, so one build started against another service (or re-pointed) never
// serves a page drawn for the first, not even on the first request. Read by cache-handler.mjs (its keys).
// JavaScript, typed by service-identity.d.mts, and no path aliases: cache-handler.mjs is loaded by Next as it is.
import { createHash } from 'node:crypto';

/** Everything set at start that changes what a page shows. */
const SETTINGS = [
  'CMS_API_URL',
  'CMS_MEDIA_URL',
  'CMS_IFRAME_HOSTS',
  'SITE_URL',
  'SITE_NAME',
  // The donation form's currency, limits and presets (lib/giving/settings.ts).
  'DONATION_CURRENCY',
  'DONATION_MIN',
  'DONATION_MAX',
  'DONATION_PRESETS',
];

/**
 * The identity of the pages drawn with `env`: its settings, and whether card gifts go to Stripe (the donation form
 * changes), hashed to 12 hex digits.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function serviceIdentity(env = process.env) {
  const settings = SETTINGS.map((name) => env[name]?.trim() ?? '');
  // Card gifts are offered only with both the key and the webhook's secret (lib/giving/settings.ts).
  const cards = Boolean(env.STRIPE_SECRET_KEY?.trim()) && Boolean(env.STRIPE_WEBHOOK_SECRET?.trim());
  const identity = JSON.stringify([...settings, cards]);
  return createHash('sha256').update(identity).digest('hex').slice(0, 12);
}
