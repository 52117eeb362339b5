/**
 * @jest-environment node
 */
import { blogPosts, getPostsByCategory } from '@/content/blog';
import { parseBlogListQuery } from '../blogQuery';

const ids = (posts: readonly { id: number }[]) => posts.map((p) => p.id);

describe('parseBlogListQuery', () => {
  it('shows the first 4 posts on page 1 out of 4 pages', () => {
    const query = parseBlogListQuery({});
    expect(query).not.toBeNull();
    expect(query?.page).toBe(1);
    expect(query?.pageCount).toBe(4);
    expect(ids(query?.posts ?? [])).toEqual(ids(blogPosts.slice(0, 4)));
    expect(query?.filterQuery).toBe('');
  });

  it('shows posts 5 to 8 on page 2 and the last 3 on page 4', () => {
    expect(ids(parseBlogListQuery({ page: '2' })?.posts ?? [])).toEqual([5, 6, 7, 8]);
    expect(ids(parseBlogListQuery({ page: '4' })?.posts ?? [])).toEqual([13, 14, 15]);
  });

  it.each([{ page: '0' }, { page: '5' }, { page: 'abc' }, { page: ['1', '2'] }, { category: 'Nope' }, { tag: 'nope' }])(
    'rejects %p',
    (params) => {
      expect(parseBlogListQuery(params)).toBeNull();
    },
  );

  it('filters by category and keeps the filter for the page links', () => {
    const query = parseBlogListQuery({ category: 'Health' });
    expect(ids(query?.posts ?? [])).toEqual(ids(getPostsByCategory('Health').slice(0, 4)));
    expect(query?.filterQuery).toBe('?category=Health');
  });

  it('filters by tag and encodes it', () => {
    const query = parseBlogListQuery({ tag: 'Clean Water' });
    expect(query?.posts.every((p) => p.tags.includes('Clean Water'))).toBe(true);
    expect(query?.filterQuery).toBe('?tag=Clean+Water');
  });

  it('ignores parameters it does not know', () => {
    expect(parseBlogListQuery({ utm_source: 'mail' })?.page).toBe(1);
  });
});
