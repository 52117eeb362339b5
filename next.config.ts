// How Next builds and serves the site: security headers for every answer, pictures from the content
// service's media host, and one build that can be pointed at any service.
import path from 'node:path';
import type { NextConfig } from 'next';
import { mediaHostIsLoopback, mediaRemotePatterns } from './lib/cms/config';
import { contentSecurityPolicy } from './lib/content-security-policy';
import { ACTION_BODY_LIMIT } from './lib/routes/methods';
import { NON_PAGE_SEGMENTS } from './lib/routes/non-page-segments';

/** The first segment of an address that is no page: files, the API, Next's own. */
const NON_PAGE_PREFIX = `/:prefix(${NON_PAGE_SEGMENTS.join('|')})`;

// next.config is evaluated again by `next start`, so the media host allowed for next/image
// follows CMS_MEDIA_URL / CMS_API_URL at start time: one build can be pointed at any service.
const nextConfig: NextConfig = {
  // The proxy refuses a larger contact post before Next reads it (lib/routes/methods.ts): one limit for both.
  experimental: { serverActions: { bodySizeLimit: ACTION_BODY_LIMIT } },
  reactStrictMode: true,
  // Next's cache kept per build and per content service (cache-handler.mjs): in Redis when REDIS_URL is set, else by
  // each server in memory and on disk.
  cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
  poweredByHeader: false,
  // The proxy rewrites to pages of this server; it must see the address the server was asked for
  // (with `next start -H 127.0.0.1` Next would otherwise hand it `localhost` and treat the rewrite
  // as one to another host).
  skipProxyUrlNormalize: true,
  // The proxy takes `/about/` to where `/about` leads in one step (lib/routes/resolve.ts); Next's own
  // redirect to `/about` first would make that two hops.
  skipTrailingSlashRedirect: true,
  // `feed` is ESM-only: listing it here also makes next/jest compile it for the unit tests.
  transpilePackages: ['swiper', 'yet-another-react-lightbox', 'feed'],
  images: {
    remotePatterns: mediaRemotePatterns(process.env),
    formats: ['image/avif', 'image/webp'],
    // Fewer candidate widths than Next's default 16 (up to 3840 px): each is a srcset entry in every
    // page's HTML, and the HTML size is what a cached page costs to send (docs/performance.md, under load).
    // 640/828 cover phones at 2x, 1200 tablets and 3x phones, 1920 desktops; the small ones logos and cards.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 256, 384],
    // Only when the operator pointed the media host at this machine (the journeys' stand-in).
    dangerouslyAllowLocalIP: mediaHostIsLoopback(process.env),
  },
  // Evaluated at build: the headers end up in the build's manifest (`next start` reads them from there, not from
  // this file). The pages' policy names the media host of the service the server starts with, so the proxy sets
  // it on every page (proxy.ts); here it is set on the rest (files, the API), which the proxy sees only to refuse
  // what Next's file server cannot answer.
  async headers() {
    return [
      {
        source: `${NON_PAGE_PREFIX}/:path*`,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(process.env) }],
      },
      {
        source: '/:path*',
        headers: [
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
