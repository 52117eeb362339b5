// One way to write a built-in event's place on a line, for the schedule, calendar apps and search.
import type { Event } from './schemas';

/** "Hannover Quay, Bristol BS1 5JE": the street, then the town with its postcode (the country is implied). */
export function addressLine({ address }: Pick<Event, 'address'>): string {
  return `${address.street}, ${address.locality} ${address.postalCode}`;
}

/** The venue and its address: "Harbour Front Park, Main Gate, Hannover Quay, Bristol BS1 5JE". */
export function venueAndAddress(event: Pick<Event, 'location' | 'address'>): string {
  return `${event.location}, ${addressLine(event)}`;
}
