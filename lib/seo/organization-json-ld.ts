// The organisation as schema.org `NGO`, described once in the root layout and referred to elsewhere by @id.
import type { ContactPoint, NGO, NGOLeaf, WithContext } from 'schema-dts';
import type { SiteSettings } from '@/lib/cms/types';
import { absoluteUrl } from './absolute-url';
import { routes } from '@/lib/routes/table';

type Organisation = Pick<SiteSettings, 'siteName'>;

/** The organisation's node id, shared by every block that names it. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** A short reference to the organisation, for the organiser of an event or the publisher of a post. */
export function ngoReference(settings: Organisation, origin: string): NGOLeaf {
  return {
    '@type': 'NGO',
    '@id': organizationId(origin),
    name: settings.siteName,
    url: absoluteUrl(routes.home.href({}), origin),
  };
}

function contactPoint({ email, phone }: Pick<SiteSettings, 'email' | 'phone'>): ContactPoint | undefined {
  if (!email && !phone) return undefined;
  return {
    '@type': 'ContactPoint',
    contactType: 'general enquiries',
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
  };
}

/** The organisation with its logo, social profiles, address, contact point and a way to donate. */
export function ngoJsonLd(settings: SiteSettings, origin: string): WithContext<NGO> {
  const contact = contactPoint(settings);
  return {
    '@context': 'https://schema.org',
    ...ngoReference(settings, origin),
    ...(settings.logo ? { logo: absoluteUrl(settings.logo, origin) } : {}),
    ...(settings.social.length > 0 ? { sameAs: settings.social.map((link) => link.href) } : {}),
    // The service's address is free text: one line of it, not guessed into street and town.
    ...(settings.address
      ? {
          address: settings.address
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .join(', '),
        }
      : {}),
    ...(contact ? { contactPoint: contact } : {}),
    potentialAction: {
      '@type': 'DonateAction',
      name: 'Donate',
      target: absoluteUrl(routes.donate.href({}), origin),
      recipient: { '@id': organizationId(origin) },
    },
  };
}
