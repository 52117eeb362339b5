// The route table's families that a route handler answers rather than a page: the feeds and calendars
// that readers and calendar apps poll, the files crawlers ask for by name, the icons and the share
// pictures. Declared here, spread into the table (table.ts) in one place.
import { fixedPage, type Address, type Family } from './family';
import { parseId } from './ids';
import { parseSharePicture, SHARE_SEGMENT } from '../share-pictures/address';

/** The names iPhones ask for the home-screen icon by (older ones the second). */
const HOME_SCREEN_ICON_NAMES = ['apple-touch-icon.png', 'apple-touch-icon-precomposed.png'];

/** `/share/images/causes/cause-1.jpg`: a picture of the site's own as shared links show it (lib/share-pictures/). */
const sharePicture: Family<{ picture: readonly string[] }> = {
  pattern: `/${SHARE_SEGMENT}/{picture path}.jpg`,
  parse: ({ segments }) => {
    const picture = segments[0] === SHARE_SEGMENT ? parseSharePicture(segments.slice(1)) : null;
    return picture === null ? null : { picture };
  },
  href: ({ picture }) => `/${SHARE_SEGMENT}/${picture.map(encodeURIComponent).join('/')}`,
  target: (params) => sharePicture.href(params),
};

export const handlerFamilies = {
  // Feeds that readers and calendar apps poll: drawn under `app/[site]/` like the sitemap, so they are cached.
  blogFeed: fixedPage('feed.xml'),
  eventsCalendar: fixedPage('events.ics'),
  // One event's download, answered per request (target null: the proxy lets it through to its handler).
  eventCalendar: {
    pattern: '/event-single/{id}/calendar.ics',
    parse: ({ segments }: Address) => {
      if (segments.length !== 3 || segments[0] !== 'event-single' || segments[2] !== 'calendar.ics') return null;
      const id = parseId(segments[1]);
      return id === null ? null : { id };
    },
    href: ({ id }: { id: number }) => `/event-single/${id}/calendar.ics`,
    target: () => null,
  } satisfies Family<{ id: number }>,
  // For crawlers: drawn under `app/[site]/` like a page, so they are cached per content service.
  // (Under its own name Next would take `[site]/sitemap.xml` for its metadata file and build it once.)
  sitemap: { ...fixedPage('sitemap.xml'), target: () => '/sitemap-xml' } satisfies Family<Record<string, never>>,
  robots: fixedPage('robots.txt'),
  favicon: fixedPage('favicon.ico'),
  // The icon a phone's home screen shows. Drawn under a name without a dot (a folder named like a file is
  // not an app route name the lint allows), as the sitemap is.
  homeScreenIcon: {
    pattern: '/apple-touch-icon.png',
    parse: ({ segments }: Address) =>
      segments.length === 1 && HOME_SCREEN_ICON_NAMES.includes(segments[0]!) ? {} : null,
    href: () => '/apple-touch-icon.png',
    target: () => '/home-screen-icon',
  } satisfies Family<Record<string, never>>,
  sharePicture,
} as const;
