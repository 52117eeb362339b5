// What donors, volunteers and communities say about the work, as built-in content for the
// testimonials page.
import type { Testimonial } from './schemas';
import { personPhoto } from './people-photos';

export type { Testimonial } from './schemas';

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    image: personPhoto(1),
    text: 'The charity built the well in our village and trained us to look after it. My daughters now walk to school instead of walking to the lake.',
    name: 'Mariam Osei',
    role: 'Water committee member, Lakeside',
  },
  {
    id: 2,
    image: personPhoto(2),
    text: 'I give every month because I can see exactly where my money goes. The project reports are honest, clear and always on time.',
    name: 'Robert Chen',
    role: 'Monthly donor',
  },
  {
    id: 3,
    image: personPhoto(3),
    text: 'Volunteering at the community kitchen gave me a sense of purpose after I retired. The team treats every guest, and every volunteer, with real respect.',
    name: 'Helen Morris',
    role: 'Volunteer',
  },
  {
    id: 4,
    image: personPhoto(4),
    text: 'The new classroom changed everything for our school. We can teach through the rainy season, and in the evenings parents come to learn to read.',
    name: 'Joseph Kamau',
    role: 'Head teacher, Riverbend Primary School',
  },
  {
    id: 5,
    image: personPhoto(5),
    text: 'When the floods took our home, the relief team was there the next morning. They stayed with us until we had a safe roof over our heads again.',
    name: 'Ana Ribeiro',
    role: 'Flood recovery programme',
  },
  {
    id: 6,
    image: personPhoto(6),
    text: 'As a partner company, we have matched our staff donations for three years. The charity makes it easy for our people to make a real difference.',
    name: 'David Lindqvist',
    role: 'Corporate partner',
  },
];
