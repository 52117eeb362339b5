// The pages' content security policy, built when the server starts (not at build: one build serves any
// content service, and a media host on plain http must be named in it). Imported by next.config.ts and
// proxy.ts: keep it free of path aliases and server-only modules.
import { plainHttpMediaOrigins } from './cms/media-hosts';

type Env = Record<string, string | undefined>;

/**
 * Where a donation form's post may be redirected: Stripe Checkout's page when Stripe is configured (a browser
 * applies form-action to the redirect a plain post gets), or the stand-in or mirror of STRIPE_API_URL, which serves
 * its checkout page itself.
 */
function checkoutOrigins(env: Env): string[] {
  if (!env.STRIPE_SECRET_KEY?.trim()) return [];
  const api = env.STRIPE_API_URL?.trim();
  if (!api) return ['https://checkout.stripe.com'];
  try {
    return [new URL(api).origin];
  } catch {
    return [];
  }
}

/**
 * Defence in depth behind the sanitiser: no third-party script, no plugin, no <base>, forms post
 * only to us. Next's inline bootstrap scripts need 'unsafe-inline' (no nonce without per-request
 * rendering of the policy); frames are limited by the sanitiser's host allow-list. `next dev` needs
 * eval and a websocket for hot reloading; production gets neither.
 */
export function contentSecurityPolicy(env: Env): string {
  const dev = env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // A media host on plain http is named: the sanitiser keeps its pictures (lib/sanitize.ts), as does the favicon.
    ["img-src 'self' data: blob: https:", ...plainHttpMediaOrigins(env)].join(' '),
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...checkoutOrigins(env)].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');
}
