// The pages' content security policy: only the hosts the settings name, and no directive a setting can smuggle in.
import { contentSecurityPolicy } from '../content-security-policy';

/** The sources of one directive of the policy built from `env`. */
function sources(env: Record<string, string | undefined>, directive: string): string[] {
  const found = contentSecurityPolicy({ NODE_ENV: 'production', ...env })
    .split('; ')
    .find((part) => part.startsWith(`${directive} `));
  if (!found) throw new Error(`no ${directive}`);
  return found.split(' ').slice(1);
}

describe('contentSecurityPolicy', () => {
  it('allows pictures from the site and the media host only, not from any https host', () => {
    const env = { CMS_API_URL: 'https://api.example.org', CMS_MEDIA_URL: 'https://media.example.org/uploads' };
    expect(sources(env, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://media.example.org',
      'https://api.example.org',
    ]);
    expect(sources({ CMS_API_URL: 'http://127.0.0.1:4010' }, 'img-src')).toContain('http://127.0.0.1:4010');
    // The embedded sample serves its pictures itself.
    expect(sources({}, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows frames from the map hosts the settings name and the site’s own embeds, not from any https host', () => {
    const frames = sources({ CMS_IFRAME_HOSTS: 'maps.example.org, Www.Google.com' }, 'frame-src');
    expect(frames).toEqual([
      'https://www.openstreetmap.org',
      'https://www.youtube-nocookie.com',
      'https://maps.example.org',
      'https://www.google.com',
    ]);
    expect(frames).not.toContain('https:');
    expect(sources({}, 'frame-src')).toContain('https://maps.google.com');
  });

  it('keeps a hostile host setting from adding a directive or a source', () => {
    const policy = contentSecurityPolicy({
      NODE_ENV: 'production',
      CMS_IFRAME_HOSTS: "maps.example.org, evil.example; script-src *, * , 'unsafe-eval'",
    });
    expect(policy).not.toContain('script-src *');
    expect(policy).not.toContain("'unsafe-eval'");
    expect(sources({ CMS_IFRAME_HOSTS: 'a.example, *' }, 'frame-src')).not.toContain('https://*');
  });

  it('gives production no eval and no websocket, and reads the settings each time it is built', () => {
    expect(sources({}, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sources({}, 'connect-src')).toEqual(["'self'"]);
    expect(sources({ CMS_API_URL: 'https://one.example' }, 'img-src')).not.toContain('https://two.example');
    expect(sources({ CMS_API_URL: 'https://two.example' }, 'img-src')).toContain('https://two.example');
  });

  it("lets a donation post be redirected to Stripe's checkout only when Stripe is configured", () => {
    expect(sources({}, 'form-action')).toEqual(["'self'"]);
    expect(sources({ STRIPE_SECRET_KEY: 'sk_test_x' }, 'form-action')).toEqual([
      "'self'",
      'https://checkout.stripe.com',
    ]);
    expect(
      sources({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:12111/v1' }, 'form-action'),
    ).toEqual(["'self'", 'http://127.0.0.1:12111']);
  });
});
