// The structured data search engines read describes the organisation, events and posts correctly, and
// leaves out what the settings do not have.
import type { SiteSettings } from '@/lib/cms/types';
import { blogPosts } from '@/content/blog';
import { events } from '@/content/events';
import { absoluteUrl } from '../absolute-url';
import { blogPostingJsonLd } from '../blog-posting-json-ld';
import { breadcrumbJsonLd } from '../breadcrumb-json-ld';
import { eventJsonLd } from '../event-json-ld';
import { ngoJsonLd } from '../organization-json-ld';

const ORIGIN = 'https://www.example.org';

const settings: SiteSettings = {
  siteName: 'Riverbend Relief Trust',
  title: 'Riverbend Relief Trust | Flood relief',
  logo: 'https://media.example.net/media/logo.webp',
  footerLogo: null,
  favicon: '/brand/favicon.svg',
  email: 'contact@example.org',
  phone: '+44 1632 960 210',
  address: 'The Old Mill, Severn Side\nShrewsbury SY3 8XP\nUnited Kingdom',
  siteAddress: ORIGIN,
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/riverbend' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/riverbend' },
  ],
};

describe('absoluteUrl', () => {
  it('joins site paths to the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/images/a.webp', ORIGIN)).toBe('https://www.example.org/images/a.webp');
    expect(absoluteUrl('/', ORIGIN)).toBe('https://www.example.org/');
    expect(absoluteUrl('https://media.example.net/x.png', ORIGIN)).toBe('https://media.example.net/x.png');
  });
});

describe('ngoJsonLd', () => {
  it('describes the organisation as an NGO with logo, profiles, address, contact point and a donate action', () => {
    expect(ngoJsonLd(settings, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      '@id': 'https://www.example.org/#organization',
      name: 'Riverbend Relief Trust',
      url: 'https://www.example.org/',
      logo: 'https://media.example.net/media/logo.webp',
      sameAs: ['https://www.facebook.com/riverbend', 'https://www.linkedin.com/company/riverbend'],
      address: 'The Old Mill, Severn Side, Shrewsbury SY3 8XP, United Kingdom',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'general enquiries',
        email: 'contact@example.org',
        telephone: '+44 1632 960 210',
      },
      potentialAction: {
        '@type': 'DonateAction',
        name: 'Donate',
        target: 'https://www.example.org/donate',
        recipient: { '@id': 'https://www.example.org/#organization' },
      },
    });
  });

  it('leaves out what the settings do not have, and makes a site-relative logo absolute', () => {
    const bare = { ...settings, logo: '/media/logo.png', social: [], address: null, email: null, phone: null };
    const data = ngoJsonLd(bare, ORIGIN);
    expect(data).toMatchObject({ logo: 'https://www.example.org/media/logo.png' });
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('contactPoint');
  });

  it('gives a contact point with only the phone when there is no email', () => {
    expect(ngoJsonLd({ ...settings, email: null }, ORIGIN)).toMatchObject({
      contactPoint: { '@type': 'ContactPoint', contactType: 'general enquiries', telephone: '+44 1632 960 210' },
    });
    expect(ngoJsonLd({ ...settings, email: null }, ORIGIN)).not.toHaveProperty('contactPoint.email');
  });
});

describe('eventJsonLd', () => {
  const event = events.find((e) => e.id === 4)!; // 2026-06-20, 6:00 PM - 8:00 PM (summer time)

  it('gives name, dates with the venue offset, place with its postal address and position, picture, organiser and status', () => {
    expect(eventJsonLd(event, settings, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Volunteer Welcome Evening',
      description: event.text,
      url: 'https://www.example.org/event-single/4',
      image: 'https://www.example.org/images/events/event-4.webp',
      startDate: '2026-06-20T18:00:00+01:00',
      endDate: '2026-06-20T20:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Volunteer Centre',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '24 Quay Street',
          addressLocality: 'Bristol',
          postalCode: 'BS1 2JL',
          addressCountry: 'GB',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 51.4555, longitude: -2.5955 },
      },
      organizer: {
        '@type': 'NGO',
        '@id': 'https://www.example.org/#organization',
        name: 'Riverbend Relief Trust',
        url: 'https://www.example.org/',
      },
    });
  });

  it('gives only a start date when the time names no clock time', () => {
    const data = eventJsonLd({ ...event, time: 'All day' }, settings, ORIGIN);
    expect(data).toMatchObject({ startDate: '2026-06-20' });
    expect(data).not.toHaveProperty('endDate');
  });
});

describe('blogPostingJsonLd', () => {
  const post = blogPosts[0]!;

  it('gives headline, dates with their zone, author, pictures, canonical page and publisher', () => {
    expect(blogPostingJsonLd(post, settings, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      // An instant, zone included (the post's day from 00:00 UTC, as in the blog feed), not a bare day.
      datePublished: `${post.createdAt}T00:00:00.000Z`,
      dateModified: `${post.createdAt}T00:00:00.000Z`,
      author: { '@type': 'Person', name: post.author, jobTitle: post.authorTitle },
      image: [`${ORIGIN}${post.detailImage}`, `${ORIGIN}${post.image}`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blog-single/${post.id}` },
      url: `${ORIGIN}/blog-single/${post.id}`,
      articleSection: post.category,
      keywords: post.tags.join(', '),
      publisher: { '@type': 'NGO', '@id': `${ORIGIN}/#organization`, name: settings.siteName, url: `${ORIGIN}/` },
    });
  });

  it('names no video on a post without one', () => {
    expect(post.format).toBe('standard');
    expect(blogPostingJsonLd(post, settings, ORIGIN)).not.toHaveProperty('video');
  });

  it("describes a video post's video: name, the picture its play button is on, the day published, the player", () => {
    const videoPost = blogPosts.find((candidate) => candidate.format === 'video')!;
    expect(blogPostingJsonLd(videoPost, settings, ORIGIN).video).toEqual({
      '@type': 'VideoObject',
      name: videoPost.title,
      description: videoPost.description,
      thumbnailUrl: `${ORIGIN}${videoPost.detailImage}`,
      uploadDate: `${videoPost.createdAt}T00:00:00.000Z`,
      embedUrl: videoPost.videoUrl,
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: 'Events', url: '/event' },
          { name: 'Spring Charity Fun Run', url: '/event-single/1' },
        ],
        ORIGIN,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.org/' },
        { '@type': 'ListItem', position: 2, name: 'Events', item: 'https://www.example.org/event' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Spring Charity Fun Run',
          item: 'https://www.example.org/event-single/1',
        },
      ],
    });
  });

  it('gives an empty list for an empty trail', () => {
    expect(breadcrumbJsonLd([], ORIGIN).itemListElement).toEqual([]);
  });
});
