// The built-in events (the content service has none): what the event pages, calendar feeds, search
// and contact form offer.
import { findById } from './lookup';
import type { Event } from './schemas';

export type { Event, Event as CharityEvent } from './schemas';

const img = (id: number) => `/images/events/event-${id}.webp`;

export const events: readonly Event[] = [
  {
    id: 1,
    image: img(1),
    date: '2026-03-14',
    title: 'Spring Charity Fun Run',
    text: 'Run, jog or walk five kilometres along the harbour front and help us raise funds for clean water wells. Families, schools and teams of colleagues are all welcome, and every finisher gets a medal.',
    location: 'Harbour Front Park, Main Gate',
    address: { street: 'Hannover Quay', locality: 'Bristol', postalCode: 'BS1 5JE', country: 'GB' },
    coordinates: { latitude: 51.4497, longitude: -2.6047 },
    time: '8:00 AM - 12:00 PM',
  },
  {
    id: 2,
    image: img(2),
    date: '2026-04-25',
    title: 'Community Tree Planting Day',
    text: 'Join our volunteers and local schools to plant 500 native saplings along the river path. Gloves, tools and refreshments are provided; just bring sturdy shoes and a smile.',
    location: 'Willow Creek Riverbank',
    address: { street: 'Conham Road', locality: 'Bristol', postalCode: 'BS15 3AW', country: 'GB' },
    coordinates: { latitude: 51.4455, longitude: -2.529 },
    time: '9:00 AM - 3:00 PM',
  },
  {
    id: 3,
    image: img(3),
    date: '2026-05-16',
    title: 'Free Family Health Fair',
    text: 'Our mobile clinic team offers free check-ups, eye tests and vaccination advice for all ages. There will also be healthy cooking demonstrations and games for children.',
    location: 'Eastside Community Centre',
    address: { street: 'Stapleton Road', locality: 'Bristol', postalCode: 'BS5 0QF', country: 'GB' },
    coordinates: { latitude: 51.465, longitude: -2.57 },
    time: '10:00 AM - 4:00 PM',
  },
  {
    id: 4,
    image: img(4),
    date: '2026-06-20',
    title: 'Volunteer Welcome Evening',
    text: 'Thinking about volunteering with us? Meet our team leaders, hear stories from the field and find the role that fits your time and skills.',
    location: 'Volunteer Centre',
    address: { street: '24 Quay Street', locality: 'Bristol', postalCode: 'BS1 2JL', country: 'GB' },
    coordinates: { latitude: 51.4555, longitude: -2.5955 },
    time: '6:00 PM - 8:00 PM',
  },
  {
    id: 5,
    image: img(5),
    date: '2026-08-08',
    title: 'Back-to-School Supplies Drive',
    text: 'Help us fill 2,000 backpacks with notebooks, pencils and reading books for children starting the new school year. Drop off supplies or join a packing shift.',
    location: 'Central Library Hall',
    address: { street: 'College Green', locality: 'Bristol', postalCode: 'BS1 5TL', country: 'GB' },
    coordinates: { latitude: 51.4527, longitude: -2.602 },
    time: '9:00 AM - 5:00 PM',
  },
  {
    id: 6,
    image: img(6),
    date: '2026-09-26',
    title: 'Harvest Community Kitchen',
    text: 'Cook, serve and share a harvest meal with our neighbours. Local chefs lead the kitchen, and the evening raises funds for our winter meals programme.',
    location: 'Market Square Pavilion',
    address: { street: 'Corn Street', locality: 'Bristol', postalCode: 'BS1 1JQ', country: 'GB' },
    coordinates: { latitude: 51.4547, longitude: -2.593 },
    time: '5:00 PM - 9:00 PM',
  },
  {
    id: 7,
    image: img(7),
    date: '2026-11-14',
    title: 'Annual Hope Gala Dinner',
    text: 'Our yearly gala celebrates a year of work with partners, donors and volunteers. Enjoy dinner, live music and a charity auction in support of flood recovery.',
    location: 'Grand Harbour Hotel Ballroom',
    address: { street: 'Broad Street', locality: 'Bristol', postalCode: 'BS1 2EL', country: 'GB' },
    coordinates: { latitude: 51.456, longitude: -2.5935 },
    time: '7:00 PM - 11:00 PM',
  },
  {
    id: 8,
    image: img(8),
    date: '2026-12-12',
    title: 'Winter Warmth Collection',
    text: 'Bring new or gently used coats, blankets and scarves for families who need them this winter. Hot drinks and carol singers will keep everyone warm while we sort.',
    location: 'Northgate Shopping Centre',
    address: { street: 'Union Street', locality: 'Bristol', postalCode: 'BS1 3XD', country: 'GB' },
    coordinates: { latitude: 51.4585, longitude: -2.589 },
    time: '10:00 AM - 6:00 PM',
  },
  {
    id: 9,
    image: img(9),
    date: '2027-02-20',
    title: 'Clean Water Awareness Walk',
    text: 'Walk six kilometres carrying a water can, the distance many families walk every day. Sponsorship from every walker goes to our lakeside wells project.',
    location: 'Lakeside Promenade',
    address: { street: 'Fishponds Road', locality: 'Bristol', postalCode: 'BS5 6XA', country: 'GB' },
    coordinates: { latitude: 51.472, longitude: -2.56 },
    time: '8:30 AM - 12:30 PM',
  },
];

export function getEventById(id: number): Event | undefined {
  return findById(events, id);
}

/** The running order shown in every event's "Event Schedule" tab. */
export const eventScheduleSteps: readonly { id: string; title: string; text: string }[] = [
  {
    id: 'welcome',
    title: 'Welcome and registration',
    text: 'Collect your name badge and a programme at the front desk; volunteers will show you around.',
  },
  {
    id: 'briefing',
    title: 'Opening briefing',
    text: 'Our team leader explains the day, the safety notes and how the money raised will be used.',
  },
  {
    id: 'activity',
    title: 'Main activity',
    text: 'The heart of the event, with refreshments available throughout and quiet space for families.',
  },
  {
    id: 'thanks',
    title: 'Thanks and close',
    text: 'A short thank-you from the people we work with, and news of the next event.',
  },
];
