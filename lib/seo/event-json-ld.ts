// A built-in event as schema.org `Event`, so search engines can list it with its date and place.
import type { Event as SchemaEvent, WithContext } from 'schema-dts';
import type { SiteSettings } from '@/lib/cms/types';
import type { Event } from '@/content/events';
import { eventPeriod } from '@/content/event-times';
import { absoluteUrl } from './absolute-url';
import { ngoReference } from './organization-json-ld';
import { routes } from '@/lib/routes/table';

/** Name, dates, venue (with its postal address and position), picture and organiser of one event; every built-in event happens in person. */
export function eventJsonLd(
  event: Event,
  settings: Pick<SiteSettings, 'siteName'>,
  origin: string,
): WithContext<SchemaEvent> {
  const period = eventPeriod(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.text,
    url: absoluteUrl(routes.event.href({ id: event.id }), origin),
    image: absoluteUrl(event.image, origin),
    ...(period.allDay
      ? { startDate: period.date }
      : { startDate: period.startIso, ...(period.endIso ? { endDate: period.endIso } : {}) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address.street,
        addressLocality: event.address.locality,
        postalCode: event.address.postalCode,
        addressCountry: event.address.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: event.coordinates.latitude, longitude: event.coordinates.longitude },
    },
    organizer: ngoReference(settings, origin),
  };
}
