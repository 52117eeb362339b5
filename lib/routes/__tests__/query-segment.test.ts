// A blog list's query survives its trip through one path segment, whatever its tag holds and
// whether or not the segment is percent-decoded on the way.
import { queryToSegment, segmentToQuery } from '../query-segment';
import { routes } from '../table';

const TAGS = ['Clean Water', 'Food & Shelter', 'C++', '100%', 'a=b', 'Café #1', 'x%26y'];

describe('a query in one path segment', () => {
  it.each(TAGS)('carries the tag %p there and back, decoded once or not at all', (tag) => {
    const segment = queryToSegment(new URLSearchParams({ layout: 'right', page: '2', tag }));
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const arrived of [segment, decodeURIComponent(segment)]) {
      const query = segmentToQuery(arrived);
      expect(query?.get('tag')).toBe(tag);
      expect(query?.get('page')).toBe('2');
    }
  });

  it('is what the blog list family rewrites to', () => {
    const target = routes.blog.target?.({ layout: 'right', category: null, tag: 'Food & Shelter', page: 1 });
    const query = segmentToQuery(target?.replace('/blog-list/', '') ?? '');
    expect(query && Object.fromEntries(query)).toEqual({ layout: 'right', page: '1', tag: 'Food & Shelter' });
  });

  it('reads nothing from a segment it did not write', () => {
    for (const segment of ['tag%3DFood', 'a b', '%', 'abc=', 'A']) expect(segmentToQuery(segment)).toBeNull();
  });
});
