// The built-in projects (the content service has none), shown on the project list and pages.
import { findById } from './lookup';
import type { Project } from './schemas';

export type { Project } from './schemas';

/** 12 card images and 6 sub-images are shared across the 22 projects. */
const PROJECT_IMAGE_COUNT = 12;
const SUB_IMAGE_COUNT = 6;

type Row = [title: string, text: string, client: string, location: string, date: string, duration: string, tag: string];

const rows: readonly Row[] = [
  [
    'Lakeside Wells',
    'Four deep wells with hand pumps now give 1,200 people safe water within a short walk of home.',
    'Lakeside Village Council',
    'Lakeside District',
    '2026-01-12',
    '6 months',
    'Water',
  ],
  [
    'Riverbend Classroom',
    'A bright new classroom with solar lighting lets 140 children learn all year, rain or shine.',
    'Riverbend Primary School',
    'Riverbend',
    '2026-02-03',
    '8 months',
    'Education',
  ],
  [
    'Hill District Mobile Clinic',
    'A monthly clinic route brings nurses and medicines to twelve remote hill communities.',
    'District Health Office',
    'Hill District',
    '2026-02-21',
    '12 months',
    'Health',
  ],
  [
    'Harbour Community Kitchen',
    'A seven-day community kitchen serving hot, healthy meals to families and older neighbours.',
    'Harbour Residents Association',
    'Old Harbour',
    '2026-03-05',
    '4 months',
    'Food',
  ],
  [
    'Flood Recovery Homes',
    'Families rebuild flood-damaged homes with raised floors and stronger roofs.',
    'Southern Basin Recovery Board',
    'Southern River Basin',
    '2026-03-18',
    '10 months',
    'Shelter',
  ],
  [
    'Schoolyard Forests',
    'Students planted and now care for 3,000 native trees across ten schoolyards.',
    'City Schools Network',
    'Greenfield',
    '2026-04-02',
    '5 months',
    'Environment',
  ],
  [
    'Girls Stay in School',
    'Mentoring, uniforms and safe transport help 300 girls complete secondary school.',
    'Northern Education Trust',
    'Northfield',
    '2026-04-15',
    '12 months',
    'Education',
  ],
  [
    'Rainwater for Clinics',
    'Rainwater tanks and filters give five rural health posts a reliable water supply.',
    'Rural Health Alliance',
    'Westvale',
    '2026-05-01',
    '3 months',
    'Water',
  ],
  [
    'Mothers and Babies First',
    'Trained birth attendants and check-ups for expectant mothers in underserved villages.',
    'Maternal Care Partnership',
    'Eastbrook',
    '2026-05-20',
    '9 months',
    'Health',
  ],
  [
    'Seeds for Small Farms',
    'Drought-tolerant seeds and drip irrigation help 220 small farms grow more with less water.',
    'Farmers Cooperative Union',
    'Dry Plains',
    '2026-06-08',
    '7 months',
    'Food',
  ],
  [
    'Winter Warmth Shelter',
    'A warm, safe night shelter with 40 beds for people without a home during the cold months.',
    'City Housing Department',
    'Central City',
    '2026-06-25',
    '5 months',
    'Shelter',
  ],
  [
    'River Clean-Up Crew',
    'Youth volunteers removed eight tonnes of waste and replanted the banks of Willow Creek.',
    'Willow Creek Youth Club',
    'Willow Creek',
    '2026-07-10',
    '2 months',
    'Environment',
  ],
  [
    'Reading Corners',
    'Cosy reading corners with 5,000 donated books in libraries, clinics and community halls.',
    'Public Library Service',
    'Harbour City',
    '2026-07-28',
    '4 months',
    'Education',
  ],
  [
    'Hygiene in Every School',
    'Handwashing stations and hygiene lessons reach 6,000 pupils in 18 schools.',
    'Regional Education Board',
    'Southern District',
    '2026-08-14',
    '6 months',
    'Water',
  ],
  [
    'Healthy Minds Helpline',
    'A free, confidential helpline staffed by trained volunteers for young people in distress.',
    'Youth Wellbeing Network',
    'Nationwide',
    '2026-09-01',
    '12 months',
    'Health',
  ],
  [
    'School Breakfast Club',
    'A nutritious breakfast every school day for 900 children so they can focus on learning.',
    'Eastside Primary Schools',
    'Eastside',
    '2026-09-15',
    '10 months',
    'Food',
  ],
  [
    'Safe Homes for Elders',
    'Repairs, ramps and grab rails help older people live safely and independently at home.',
    'Senior Citizens Forum',
    'Old Town',
    '2026-10-03',
    '8 months',
    'Shelter',
  ],
  [
    'Solar Street Lights',
    'Forty solar street lights make evening walks safer in three informal settlements.',
    'Settlement Development Committee',
    'Hillside',
    '2026-10-20',
    '3 months',
    'Environment',
  ],
  [
    'Digital Skills Hub',
    'A computer lab where young adults learn coding, design and job-search skills.',
    'Harbour Youth Employment Forum',
    'Harbour City',
    '2026-11-05',
    '9 months',
    'Education',
  ],
  [
    'Spring Water Protection',
    'Protected springs and piped water points serve two mountain villages year round.',
    'Mountain Villages Union',
    'Highland Valley',
    '2026-11-22',
    '5 months',
    'Water',
  ],
  [
    'Community Vaccination Drive',
    'Volunteers and nurses bring routine vaccines to 4,500 children in hard-to-reach areas.',
    'District Health Office',
    'Hill District',
    '2027-01-10',
    '2 months',
    'Health',
  ],
  [
    'Urban Rooftop Gardens',
    'Rooftop gardens on six apartment blocks grow fresh vegetables for residents and the kitchen.',
    'Harbour Housing Cooperative',
    'Central City',
    '2027-02-01',
    '6 months',
    'Food',
  ],
];

export const projects: readonly Project[] = rows.map(([title, text, client, location, date, duration, tag], i) => {
  const id = i + 1;
  return {
    id,
    image: `/images/projects/project-${((id - 1) % PROJECT_IMAGE_COUNT) + 1}.webp`,
    title,
    text,
    subImages: [
      `/images/projects/sub-${((id - 1) % SUB_IMAGE_COUNT) + 1}.webp`,
      `/images/projects/sub-${(id % SUB_IMAGE_COUNT) + 1}.webp`,
    ],
    client,
    location,
    date,
    duration,
    tag,
  };
});

export function getProjectById(id: number): Project | undefined {
  return findById(projects, id);
}
