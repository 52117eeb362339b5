/** @jest-environment node */
import { builtinDocuments } from '../builtin-documents';
import type { SearchHit } from '../hit';
import { createSearchIndex } from '../search-index';
import type { SearchDocument } from '../search-document';

const doc = (id: string, title: string, text: string, details = ''): SearchDocument => ({
  id,
  kind: 'page',
  title,
  text,
  details,
  href: `/${id}`,
});
const marked = (text: string, marks: SearchHit['titleMarks']) => marks.map(([start, end]) => text.slice(start, end));

describe('the search index', () => {
  it('ranks a title match above body matches, even repeated ones', () => {
    const index = createSearchIndex([
      doc('body', 'Our year', 'Water, water everywhere: we carried water to every village and tested the water.'),
      doc('title', 'Water', 'A page about what we do in the valley.'),
    ]);
    expect(index.search('water', 10).map((hit) => hit.id)).toEqual(['title', 'body']);
  });

  it('ignores case and accents both ways, and marks the word as written', () => {
    const index = createSearchIndex([
      doc('fr', 'Santé des enfants', 'Un CAFÉ pour la rivière.'),
      doc('en', 'Health', 'Children.'),
    ]);
    const [hit] = index.search('sante', 10);
    expect(hit?.id).toBe('fr');
    expect(marked(hit!.title, hit!.titleMarks)).toEqual(['Santé']);
    expect(index.search('SANTÉ', 10).map((h) => h.id)).toEqual(['fr']);
    expect(
      marked(index.search('cafe riviere', 10)[0]!.excerpt, index.search('cafe riviere', 10)[0]!.excerptMarks),
    ).toEqual(['CAFÉ', 'rivière']);
  });

  it('forgives a small typo when nothing is spelled that way', () => {
    const index = createSearchIndex(builtinDocuments());
    const hits = index.search('watre', 20);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.title)).toContain('Clean Water Access');
    expect(hits.some((hit) => marked(hit.title, hit.titleMarks).includes('Water'))).toBe(true);
  });

  it('does not pad a correctly spelled query with look-alike words', () => {
    const index = createSearchIndex([doc('w', 'Water', 'Wells.'), doc('l', 'Later', 'Soon.')]);
    expect(index.search('water', 10).map((hit) => hit.id)).toEqual(['w']);
  });

  it('matches the start of a word as you type, and needs every word of the query', () => {
    const index = createSearchIndex([
      doc('a', 'Volunteer evening', 'Meet our team.'),
      doc('b', 'Volunteering abroad', 'Travel with us.'),
    ]);
    expect(
      index
        .search('volunt', 10)
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(index.search('volunt trav', 10).map((hit) => hit.id)).toEqual(['b']);
  });

  it('searches the short facts of a page without quoting them in the excerpt', () => {
    const [hit] = createSearchIndex([
      doc('p', 'Lakeside Wells', 'Four deep wells.', 'Lakeside Village Council'),
    ]).search('council', 5);
    expect(hit).toMatchObject({ id: 'p', excerpt: 'Four deep wells.', excerptMarks: [] });
  });

  it('finds built-in content of every kind', () => {
    const index = createSearchIndex(builtinDocuments());
    expect(index.search('Classroom Riverbend', 20).map((hit) => hit.href)).toContain('/cause-single/1');
    expect(index.search('Amara Okafor', 5)[0]).toMatchObject({
      kind: 'team-member',
      href: '/team-single/1',
      title: 'Amara Okafor',
    });
    expect(index.search('fun run', 5)[0]).toMatchObject({ kind: 'event', href: '/event-single/1' });
    expect(index.search('Lakeside Wells', 5)[0]).toMatchObject({ kind: 'project', href: '/project-single/1' });
    expect(index.search('single well changed', 5)[0]).toMatchObject({ kind: 'blog-post', href: '/blog-single/1' });
    expect(index.search('clean water access', 5)[0]).toMatchObject({ kind: 'service', href: '/service-single/1' });
  });

  it('keeps to the limit and answers queries without words with nothing', () => {
    const index = createSearchIndex(builtinDocuments());
    expect(index.search('water', 3)).toHaveLength(3);
    for (const query of ['', '   ', '<>', '!!! ???', '"\'%;--']) expect(index.search(query, 10)).toEqual([]);
  });

  it('indexes a repeated document once rather than failing', () => {
    const index = createSearchIndex([doc('m', 'Mission', 'First.'), doc('m', 'Mission again', 'Second.')]);
    expect(index.search('mission', 5).map((hit) => hit.title)).toEqual(['Mission']);
  });

  it('answers hostile and oversized queries as words, never throwing', () => {
    const index = createSearchIndex([doc('x', '<script>alert(1)</script> Water', 'a <b>bold</b> claim')]);
    expect(index.search('<script>', 10).map((hit) => hit.id)).toEqual(['x']);
    expect(index.search('<img src=x onerror=alert(1)>', 10)).toEqual([]);
    expect(() => index.search('ab'.repeat(5000), 10)).not.toThrow();
    expect(() => index.search(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '), 10)).not.toThrow();
    expect(() => index.search('\u0000 \uD800 \uFFFF 𝔘𝔫𝔦', 10)).not.toThrow();
  });
});

describe('excerpts', () => {
  const long = `${'Opening words that say nothing in particular about anything at all, '.repeat(3)}then the wells arrived in the valley, ${'and the story goes on and on for a long while after that, '.repeat(4)}`;

  it('open near the first matched word, cut at word boundaries, with the matched words marked', () => {
    const [hit] = createSearchIndex([doc('d', 'Story', long)]).search('wells', 1);
    expect(hit!.excerpt.startsWith('…')).toBe(true);
    expect(hit!.excerpt.endsWith('…')).toBe(true);
    expect(hit!.excerpt.length).toBeLessThanOrEqual(160);
    expect(marked(hit!.excerpt, hit!.excerptMarks)).toEqual(['wells']);
  });

  it('show the opening of the text when only the title matched', () => {
    const [hit] = createSearchIndex([doc('d', 'Wells of hope', long)]).search('hope', 1);
    expect(hit!.excerpt.startsWith('Opening words')).toBe(true);
    expect(hit!.excerptMarks).toEqual([]);
  });
});
