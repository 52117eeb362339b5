// The words of the site's fixed pages (the lists, giving, volunteering): each one's heading, lead and
// description, declared once so that the page, its metadata and site search say the same thing.

export type FixedPageText = {
  /** The page's heading (h1) and the start of its <title>. */
  title: string;
  /** The line under the heading, where the page has one. */
  lead?: string;
  /** The page's meta description, also what search results quote. */
  description: string;
};

export const FIXED_PAGES = {
  causes: {
    title: 'Causes',
    lead: 'Every campaign shows how much is still needed. Choose one and help close the gap.',
    description: 'Our current campaigns: see how far each has come and give to the one that matters to you.',
  },
  events: {
    title: 'Events',
    lead: 'Join us in person: every event raises money and brings neighbours together.',
    description: 'Fun runs, planting days, health fairs and more: come along, bring friends and support our work.',
  },
  moreEvents: {
    title: 'More Events',
    lead: 'Find out what is coming up and how you can take part.',
    description:
      'Volunteer evenings, school supply drives and community kitchens: find an event near you and take part.',
  },
  projects: {
    title: 'Projects',
    lead: 'A selection of the work your support has made possible.',
    description: 'Wells, classrooms, clinics and shelters: see the projects your support has made happen.',
  },
  testimonials: {
    title: 'Testimonials',
    lead: 'In their own words: the people we work with and the people who make it possible.',
    description:
      'Donors, volunteers and the communities we work with tell, in their own words, what our work means to them.',
  },
  blog: {
    title: 'Blog',
    description: 'Stories from the field, volunteer news and practical ideas for helping your community.',
  },
  donate: {
    title: 'Donate',
    lead: 'Your gift turns plans into wells, classrooms and clinics. Thank you for giving.',
    description: 'Give to our work by card or offline. Every gift goes to clean water, education, health and shelter.',
  },
  volunteer: {
    title: 'Become a Volunteer',
    lead: 'Tell us a little about yourself and the kind of help you would like to give. We reply to every application.',
    description:
      'Give your time and skills: tell us about yourself, attach your CV and we will find the right role for you.',
  },
} as const satisfies Record<string, FixedPageText>;

export type FixedPageKey = keyof typeof FIXED_PAGES;
