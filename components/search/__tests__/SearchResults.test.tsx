// Search results list the hits in order with their kind, mark the matched words and show any markup
// in the content as plain text.
import { render, screen } from '@testing-library/react';
import { createSearchIndex } from '@/lib/search/search-index';
import type { SearchHit } from '@/lib/search/hit';
import { MarkedText } from '../MarkedText';
import { SearchResults } from '../SearchResults';

const HOSTILE_TITLE = '<script>window.__xss = 1</script> Water <img src=x onerror=alert(1)>';

describe('search results', () => {
  it('show markup in a title or excerpt as text, with the matched words in <mark>', () => {
    const index = createSearchIndex([
      {
        id: 'x',
        kind: 'cause',
        title: HOSTILE_TITLE,
        text: 'Clean <b>water</b> for all.',
        details: '',
        href: '/cause-single/9',
      },
    ]);
    const { container } = render(<SearchResults hits={index.search('<script> water', 5)} />);

    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/cause-single/9');
    expect(link).toHaveTextContent(HOSTILE_TITLE);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual([
      'script',
      'script',
      'Water',
      'water',
    ]);
    expect(screen.getByText('Cause')).toBeInTheDocument();
    expect(screen.getByText(/^Clean <b>/)).toBeInTheDocument();
  });

  it('lists the hits in order, each with its kind', () => {
    const hit = (id: string, kind: SearchHit['kind'], title: string): SearchHit => ({
      id,
      kind,
      title,
      titleMarks: [],
      href: `/${id}`,
      excerpt: '',
      excerptMarks: [],
    });
    render(<SearchResults hits={[hit('a', 'blog-post', 'First'), hit('b', 'team-member', 'Second')]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Blog postFirst',
      'Team memberSecond',
    ]);
  });

  it('skips ranges that overlap or fall outside the text rather than garbling it', () => {
    const { container } = render(
      <MarkedText
        text="clean water"
        marks={[
          [6, 11],
          [0, 5],
          [8, 40],
        ]}
      />,
    );
    expect(container.textContent).toBe('clean water');
    expect(Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['water']);
  });
});
