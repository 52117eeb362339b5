// The pages' content security policy, built when the server starts (not at build: one build serves any
// content service, whose media host and map hosts it names). Imported by next.config.ts and proxy.ts: keep
// it free of path aliases and server-only modules.
import { iframeHosts, mediaOrigins } from './cms/config';

type Env = Record<string, string | undefined>;

/** Frames the site draws itself, whatever the service says: event maps and the sample's videos. */
const OWN_FRAME_ORIGINS = ['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'];

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
 * Defence in depth behind the sanitiser: no third-party script, no plugin, no <base>, forms post only to
 * us, pictures only from us and the media host, frames only from the hosts the settings allow. Next's
 * inline bootstrap scripts need 'unsafe-inline': a nonce would differ per request, and the pages are
 * cached and served to everyone (docs/deployment.md). `next dev` needs eval and a websocket for hot
 * reloading; production gets neither.
 */
export function contentSecurityPolicy(env: Env): string {
  const dev = env.NODE_ENV !== 'production';
  // A host name only: a `;` or a space in the setting would add a directive or a source of its own.
  const named = iframeHosts(env).filter((host) => /^[a-z0-9.-]+(:\d+)?$/.test(host));
  const frames = [...new Set([...OWN_FRAME_ORIGINS, ...named.map((host) => `https://${host}`)])];
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...mediaOrigins(env)].join(' '),
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    ['frame-src', ...frames].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...checkoutOrigins(env)].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');
}
