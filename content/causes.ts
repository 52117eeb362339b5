// The built-in campaigns a visitor can give to (the content service has none), with their goals,
// progress and tags.
import { findById } from './lookup';
import type { Cause } from './schemas';
import { teamPhoto } from './people-photos';

export type { Cause } from './schemas';

const image = (id: number) => `/images/causes/cause-${id}.webp`;
const thumbnail = (id: number) => `/images/causes/cause-${id}-thumb.webp`;

export const causes: readonly Cause[] = [
  {
    id: 1,
    image: image(1),
    thumbnail: thumbnail(1),
    title: 'Build a Classroom in Riverbend',
    progress: 67,
    goal: 45000,
    raised: 30150,
    authorName: 'Priya Nair',
    authorImage: teamPhoto(3),
    tag: 'Education',
    description: [
      'More than 140 children in Riverbend share two crowded rooms, taking lessons in shifts that leave little time for reading or maths. When the rains come, classes in the open yard simply stop.',
      'Your gift helps us build a bright, weather-proof classroom with desks, shelves of books and solar lighting, so that lessons can continue all year round and in the evening for adult literacy classes.',
      'Parents have already offered to help with labour and the district has promised a second teacher once the room is ready. Every dollar you give goes directly to materials, furniture and skilled builders.',
    ],
  },
  {
    id: 2,
    image: image(2),
    thumbnail: thumbnail(2),
    title: 'Clean Wells for Lakeside Villages',
    progress: 78,
    goal: 60000,
    raised: 46800,
    authorName: 'Jonah Mensah',
    authorImage: teamPhoto(6),
    tag: 'Water',
    description: [
      'Families in four lakeside villages walk up to two hours a day to collect water that too often makes their children sick. Girls are usually the ones who miss school to make the trip.',
      'We will drill four deep wells with hand pumps, test the water quality every quarter and train a water committee in each village to collect small fees for repairs.',
      'A single well serves around 300 people. Help us bring safe water close to home and give those hours back to learning, work and play.',
    ],
  },
  {
    id: 3,
    image: image(3),
    thumbnail: thumbnail(3),
    title: 'Mobile Clinic on Wheels',
    progress: 42,
    goal: 80000,
    raised: 33600,
    authorName: 'Grace Whitfield',
    authorImage: teamPhoto(7),
    tag: 'Health',
    description: [
      'The nearest hospital is more than 60 kilometres away for thousands of families in the hill districts. Simple, treatable conditions become dangerous because help arrives too late.',
      'We are equipping a four-wheel-drive vehicle as a mobile clinic with a nurse, a community health worker and essential medicines. It will visit twelve communities on a fixed monthly route.',
      'Your support pays for the vehicle fit-out, the first year of medicines and fuel, and training for the local volunteers who will follow up with patients between visits.',
    ],
  },
  {
    id: 4,
    image: image(4),
    thumbnail: thumbnail(4),
    title: 'Winter Meals for Families',
    progress: 91,
    goal: 25000,
    raised: 22750,
    authorName: 'Daniel Reyes',
    authorImage: teamPhoto(2),
    tag: 'Food',
    description: [
      'Winter is the hardest season for families on low incomes, when heating bills rise and cupboards run empty. Our community kitchen served more than 9,000 hot meals last winter.',
      'This year we want to keep the kitchen open seven days a week and deliver weekly food parcels to older people who cannot leave their homes.',
      'We are very close to our goal. Twenty-five dollars provides a week of hot meals for one person.',
    ],
  },
  {
    id: 5,
    image: image(5),
    thumbnail: thumbnail(5),
    title: 'Emergency Shelter After the Floods',
    progress: 55,
    goal: 120000,
    raised: 66000,
    authorName: 'Amara Okafor',
    authorImage: teamPhoto(1),
    tag: 'Shelter',
    description: [
      'Heavy floods have damaged or destroyed the homes of more than 800 families along the southern river basin. Many are sleeping in schools and community halls.',
      'Our response teams are distributing tents, blankets, hygiene kits and water filters. In the coming months we will help families rebuild with raised floors and stronger roofs.',
      'Your donation helps us move from emergency relief to lasting recovery, so that families are safer when the next rainy season arrives.',
    ],
  },
  {
    id: 6,
    image: image(6),
    thumbnail: thumbnail(6),
    title: 'Plant 10,000 Trees',
    progress: 26,
    goal: 30000,
    raised: 7800,
    authorName: 'Lena Fischer',
    authorImage: teamPhoto(5),
    tag: 'Environment',
    description: [
      'Trees protect hillsides from landslides, shade our streets and give cleaner air to the neighbourhoods that need it most.',
      'Together with 20 local schools we will plant 10,000 native trees over two seasons. Students will care for their own saplings and learn how forests keep water in the soil.',
      'Three dollars plants one tree and pays for its care during its first year.',
    ],
  },
];

export function getCauseById(id: number): Cause | undefined {
  return findById(causes, id);
}

/** Causes other than `id`, for the "related causes" sidebar (spec: first 4). */
export function getRelatedCauses(id: number, limit = 4): readonly Cause[] {
  return causes.filter((c) => c.id !== id).slice(0, limit);
}

/** All cause tags, de-duplicated, in first-seen order. */
export const causeTags: readonly string[] = [...new Set(causes.map((c) => c.tag))];
