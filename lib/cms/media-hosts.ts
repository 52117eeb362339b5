// Imported by next.config.ts: keep it free of path aliases and server-only modules.
import { httpUrl } from '../safe-url';

type Env = Record<string, string | undefined>;
type RemotePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };

/** The hosts pictures may come from, as next/image remote patterns: CMS_MEDIA_URL's and CMS_API_URL's (the
 * service may give media addresses on either). */
export function mediaRemotePatterns(env: Env): RemotePattern[] {
  const patterns: RemotePattern[] = [];
  for (const raw of [env.CMS_MEDIA_URL, env.CMS_API_URL]) {
    // An unusable URL allows nothing; the client treats it as unset.
    const url = httpUrl(raw);
    if (url)
      patterns.push({
        protocol: url.protocol === 'https:' ? 'https' : 'http',
        hostname: url.hostname,
        port: url.port,
        pathname: '/**',
      });
  }
  return patterns;
}

/** The media hosts' origins (CMS_MEDIA_URL's and CMS_API_URL's, once each), for the pages' image policy. */
export function mediaOrigins(env: Env): string[] {
  const origins = mediaRemotePatterns(env).map(
    ({ protocol, hostname, port }) => `${protocol}://${hostname}${port ? `:${port}` : ''}`,
  );
  return [...new Set(origins)];
}

/** True when the configured media host is this machine (the stand-in service in tests). */
export function mediaHostIsLoopback(env: Env): boolean {
  return mediaRemotePatterns(env).some((p) => ['127.0.0.1', 'localhost', '[::1]'].includes(p.hostname));
}
