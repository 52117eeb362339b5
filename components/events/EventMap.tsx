// Shows where an event takes place, with a map to find the venue.
import type { Event } from '@/content/events';
import { venueAndAddress } from '@/content/event-address';
import styles from './EventMap.module.css';

/** Half the width/height of the map view, in degrees. */
const SPAN = 0.01;

/** An OpenStreetMap embed of the venue (loaded lazily, only once its tab is shown) and a link to the full map. */
export function EventMap({ event }: { event: Pick<Event, 'location' | 'address' | 'coordinates'> }) {
  const venue = event.location;
  const { latitude: lat, longitude: lon } = event.coordinates;
  const bbox = [lon - SPAN, lat - SPAN, lon + SPAN, lat + SPAN].map((n) => n.toFixed(4)).join(',');
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
  const full = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  return (
    <div>
      <div className={styles.frame}>
        <iframe src={embed} title={`Map of ${venue}`} loading="lazy" referrerPolicy="no-referrer" />
      </div>
      <p className={styles.caption}>
        {venueAndAddress(event)}.{' '}
        <a href={full} target="_blank" rel="noopener noreferrer">
          Open the map in a new tab
        </a>
      </p>
    </div>
  );
}
