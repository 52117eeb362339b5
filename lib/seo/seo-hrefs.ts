// The site paths structured data, feeds and calendars link to, in one place for the route table to take over.

export const seoHrefs = {
  home: '/',
  donate: '/donate',
  blog: '/blog',
  blogFeed: '/feed.xml',
  eventsCalendar: '/events.ics',
  blogPost: (id: number) => `/blog-single/${id}`,
  event: (id: number) => `/event-single/${id}`,
  eventCalendar: (id: number) => `/event-single/${id}/calendar.ics`,
} as const;
