/** @jest-environment node */
// The page cache's keys carry this identity: a setting that changes what a page shows must change it, so a server
// started with it never serves a page drawn without it.
import { serviceIdentity } from '../service-identity.mjs';

const BASE = { CMS_API_URL: 'https://cms.example.org', SITE_URL: 'https://www.example.org' };

describe('the service identity', () => {
  it('is the same for the same settings, whatever else is set', () => {
    expect(serviceIdentity({ ...BASE, PORT: '3000' })).toBe(serviceIdentity(BASE));
  });

  it.each([
    ['CMS_API_URL', 'https://other.example.org'],
    ['CMS_MEDIA_URL', 'https://media.example.org'],
    ['SITE_NAME', 'Another Trust'],
    ['DONATION_CURRENCY', 'gbp'],
    ['DONATION_MIN', '5'],
    ['DONATION_MAX', '500'],
    ['DONATION_PRESETS', '5,10,20'],
  ])('changes with %s', (name, value) => {
    expect(serviceIdentity({ ...BASE, [name]: value })).not.toBe(serviceIdentity(BASE));
  });

  it('changes when card gifts are offered, which needs both the key and the webhook secret', () => {
    const keyOnly = { ...BASE, STRIPE_SECRET_KEY: 'sk_test_1' };
    const both = { ...keyOnly, STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(serviceIdentity(keyOnly)).toBe(serviceIdentity(BASE));
    expect(serviceIdentity(both)).not.toBe(serviceIdentity(BASE));
  });
});
