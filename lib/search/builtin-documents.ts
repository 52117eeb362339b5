import { blogPosts } from '@/content/blog';
import { causes } from '@/content/causes';
import { events } from '@/content/events';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { teamMembers } from '@/content/team';
import { searchDocument, type SearchDocument } from './search-document';

/**
 * The built-in content (`content/`) as search documents: for each item the words its own page
 * shows, so that a result never leads to a page without the words searched for.
 */
export function builtinDocuments(): SearchDocument[] {
  return [
    ...causes.map((c) => searchDocument(`cause-${c.id}`, 'cause', c.title, c.description, { type: 'cause', id: c.id })),
    ...events.map((e) => searchDocument(`event-${e.id}`, 'event', e.title, [e.text], { type: 'event', id: e.id }, [e.location])),
    ...projects.map((p) => searchDocument(`project-${p.id}`, 'project', p.title, [p.text], { type: 'project', id: p.id }, [p.client, p.location, p.tag])),
    ...blogPosts.map((p) =>
      searchDocument(`blog-post-${p.id}`, 'blog-post', p.title, [p.description, ...p.body], { type: 'blog-post', id: p.id }, [p.author, p.category, ...p.tags]),
    ),
    ...services.map((s) => searchDocument(`service-${s.id}`, 'service', s.title, [s.description], { type: 'service', id: s.id })),
    ...teamMembers.map((m) => searchDocument(`team-member-${m.id}`, 'team-member', m.name, [m.title], { type: 'team-member', id: m.id })),
  ];
}
