import type { NextConfig } from 'next';
import { mediaHostIsLoopback, mediaRemotePatterns } from './lib/cms/media-hosts';

/**
 * Defence in depth behind the sanitiser: no third-party script, no plugin, no <base>, forms post
 * only to us. Next's inline bootstrap scripts need 'unsafe-inline' (no nonce without per-request
 * rendering of the policy); frames are limited by the sanitiser's host allow-list.
 */
// `next dev` needs eval and a websocket for hot reloading; production gets neither.
const dev = process.env.NODE_ENV !== 'production';
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? ' ws:' : ''}`,
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

// next.config is evaluated again by `next start`, so the media host allowed for next/image
// follows CMS_MEDIA_URL / CMS_API_URL at start time: one build can be pointed at any service.
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The proxy rewrites to pages of this server; it must see the address the server was asked for
  // (with `next start -H 127.0.0.1` Next would otherwise hand it `localhost` and treat the rewrite
  // as one to another host).
  skipProxyUrlNormalize: true,
  // `feed` is ESM-only: listing it here also makes next/jest compile it for the unit tests.
  transpilePackages: ['swiper', 'yet-another-react-lightbox', 'feed'],
  images: {
    remotePatterns: mediaRemotePatterns(process.env),
    formats: ['image/avif', 'image/webp'],
    // Only when the operator pointed the media host at this machine (the journeys' stand-in).
    dangerouslyAllowLocalIP: mediaHostIsLoopback(process.env),
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
