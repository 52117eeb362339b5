// Makes the built-in content (causes, events, projects, posts, services, team) and the fixed pages
// (Donate, Become a Volunteer, the lists) findable by site search.
import { blogPosts } from '@/content/blog';
import { causes } from '@/content/causes';
import { events } from '@/content/events';
import { FIXED_PAGES, type FixedPageKey, type FixedPageText } from '@/content/fixed-pages';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { teamMembers } from '@/content/team';
import { searchDocument, type SearchDocument } from './search-document';
import { addressLine } from '@/content/event-address';

/**
 * A visitor who types "volunteer" or "donate" is most likely looking for the page that does it, not for
 * an event or a post that mentions it: a fixed page's match weighs twice as much as another's.
 */
const FIXED_PAGE_BOOST = 2;

/**
 * The built-in content (`content/`) as search documents: for each item the words its own page
 * shows, so that a result never leads to a page without the words searched for.
 */
export function builtinDocuments(): SearchDocument[] {
  return [
    ...causes.map((c) => searchDocument(`cause-${c.id}`, 'cause', c.title, c.description, { type: 'cause', id: c.id })),
    ...events.map((e) =>
      searchDocument(`event-${e.id}`, 'event', e.title, [e.text], { type: 'event', id: e.id }, [
        e.location,
        addressLine(e),
      ]),
    ),
    ...projects.map((p) =>
      searchDocument(`project-${p.id}`, 'project', p.title, [p.text], { type: 'project', id: p.id }, [
        p.client,
        p.location,
        p.tag,
      ]),
    ),
    ...blogPosts.map((p) =>
      searchDocument(
        `blog-post-${p.id}`,
        'blog-post',
        p.title,
        [p.description, ...p.body],
        { type: 'blog-post', id: p.id },
        [p.author, p.category, ...p.tags],
      ),
    ),
    ...services.map((s) =>
      searchDocument(`service-${s.id}`, 'service', s.title, [s.description], { type: 'service', id: s.id }),
    ),
    ...teamMembers.map((m) =>
      searchDocument(`team-member-${m.id}`, 'team-member', m.name, [m.title], { type: 'team-member', id: m.id }),
    ),
    ...(Object.keys(FIXED_PAGES) as FixedPageKey[]).map((key) => {
      // The heading and its lead, what the page shows (its meta description it does not show).
      const { title, lead }: FixedPageText = FIXED_PAGES[key];
      const document = searchDocument(`fixed-${key}`, 'page', title, lead ? [lead] : [], { type: 'fixed', page: key });
      return { ...document, boost: FIXED_PAGE_BOOST };
    }),
  ];
}
