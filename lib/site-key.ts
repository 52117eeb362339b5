// The pages of one build are cached per content service: the proxy renders every address under
// `app/[site]/` with this key, so a build made on the embedded sample and started against a real
// service (or re-pointed at another) never serves a page cached for the other one, not even on the
// first request. Nothing is prerendered at build time; each page is rendered on its first visit.
import { createHash } from 'node:crypto';
import { readCmsConfig } from '@/lib/cms/config';
import { donationFormSettings } from '@/lib/giving/settings';

type Env = Record<string, string | undefined>;

/** Everything configured at start that changes what a page shows, hashed to a short path segment. */
export function siteKey(env: Env = process.env): string {
  const { apiUrl, mediaUrl, iframeHosts } = readCmsConfig(env);
  // Giving: whether card gifts go to Stripe (key and webhook secret), the currency, limits and presets change the form.
  const giving = donationFormSettings(env);
  const identity = JSON.stringify([apiUrl, mediaUrl, iframeHosts, env.SITE_URL ?? '', env.SITE_NAME ?? '', giving]);
  return `s${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}
