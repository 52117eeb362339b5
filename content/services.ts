// The organisation's services as built-in content (the content service has none): the service pages,
// carousels, grids and sidebars all draw from here.
import { findById } from './lookup';
import type { Service } from './schemas';

export type { Service } from './schemas';

const img = (id: number): Service['images'] => [
  `/images/services/service-${id}.webp`,
  `/images/services/service-${id}-detail.webp`,
  `/images/services/service-${id}-extra.webp`,
];

export const services: readonly Service[] = [
  {
    id: 1,
    icon: 'water',
    title: 'Clean Water Access',
    description:
      'We drill and restore wells, install rainwater tanks and train local committees to keep them running. Every system is handed over with spare parts and a maintenance plan, so families keep safe water long after our teams have left.',
    images: img(1),
  },
  {
    id: 2,
    icon: 'education',
    title: 'Education for Every Child',
    description:
      'From after-school tutoring to new classrooms, we help children stay in school and enjoy learning. We supply books, uniforms and trained mentors, and we work with parents so that girls and boys have the same chances.',
    images: img(2),
  },
  {
    id: 3,
    icon: 'health',
    title: 'Community Health Care',
    description:
      'Our mobile clinics bring check-ups, vaccinations and maternal care to neighbourhoods far from a hospital. Local health workers we train follow up with patients between visits and teach simple habits that prevent disease.',
    images: img(3),
  },
  {
    id: 4,
    icon: 'food',
    title: 'Food Security',
    description:
      'We run community kitchens, stock school breakfast programmes and help small farmers grow more with less water. When a crisis hits, our food parcels reach families within days.',
    images: img(4),
  },
  {
    id: 5,
    icon: 'shelter',
    title: 'Safe Shelter',
    description:
      'After floods, fires and storms we provide emergency shelter, blankets and hygiene kits. We then help families repair or rebuild their homes with local builders and materials that will stand up to the next season.',
    images: img(5),
  },
  {
    id: 6,
    icon: 'environment',
    title: 'Green Communities',
    description:
      'We plant trees, restore riverbanks and set up recycling projects together with schools and youth groups. A healthier environment means cleaner air, fewer floods and new green jobs close to home.',
    images: img(6),
  },
];

export function getServiceById(id: number): Service | undefined {
  return findById(services, id);
}
