import type { NextConfig } from 'next';
import { mediaHostIsLoopback, mediaRemotePatterns } from './lib/cms/media-hosts';

// next.config is evaluated again by `next start`, so the media host allowed for next/image
// follows CMS_MEDIA_URL / CMS_API_URL at start time: one build can be pointed at any service.
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['swiper', 'yet-another-react-lightbox'],
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
