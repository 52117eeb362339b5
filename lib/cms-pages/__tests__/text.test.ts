// Excerpts and descriptions are cut at a word, count only visible characters, and never come out
// empty or garbled.
import { cutText, excerptOf, withoutLeadingName } from '../text';
import { sanitizeRichText } from '@/lib/sanitize';

describe('cutText', () => {
  it('returns text that fits unchanged (white space folded)', () => {
    expect(cutText('  Hello   world ', 300)).toBe('Hello world');
    const exact = 'a'.repeat(300);
    expect(cutText(exact, 300)).toBe(exact);
  });

  it('cuts long text at a word boundary, within the limit, ending with an ellipsis', () => {
    const text = Array.from({ length: 100 }, (_, n) => `word${n}`).join(' ');
    const cut = cutText(text, 300);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith('…')).toBe(true);
    const words = cut.slice(0, -1).split(' ');
    // every word kept is whole
    words.forEach((word, n) => expect(word).toBe(`word${n}`));
    expect(cut.length).toBeGreaterThan(280);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(cutText('one two, three four', 10)).toBe('one two…');
  });

  it('cuts a single over-long word hard rather than returning nothing', () => {
    const cut = cutText('x'.repeat(500), 300);
    expect(cut).toHaveLength(300);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('excerptOf', () => {
  it('counts visible characters only: tags and entities never count nor get cut', () => {
    const sentence = 'Fish &amp; chips for <strong>everyone</strong> at the harbour. ';
    const html = `<p>${sentence.repeat(20)}</p>`;
    const excerpt = excerptOf(html, 300);
    expect(excerpt.length).toBeLessThanOrEqual(300);
    expect(excerpt).not.toMatch(/[<>]|&amp;|&[a-z]+$/);
    expect(excerpt.startsWith('Fish & chips for everyone at the harbour.')).toBe(true);
  });

  it('keeps short texts whole, even when their markup is long', () => {
    const html = `<p><a href="https://example.org/${'x'.repeat(400)}">Short</a> text</p>`;
    expect(excerptOf(html, 300)).toBe('Short text');
  });

  it('drops a leading heading that repeats the name', () => {
    expect(excerptOf('<h3>Safe Harbor Homes</h3><p>A lettings agency.</p>', 300, 'Safe Harbor Homes')).toBe(
      'A lettings agency.',
    );
    expect(excerptOf('<p>Safe Harbor Homes lets flats.</p>', 300, 'Other')).toBe('Safe Harbor Homes lets flats.');
    // A sentence that merely starts with the name keeps it.
    expect(excerptOf('<p>Safe Harbor Homes lets flats.</p>', 300, 'Safe Harbor Homes')).toBe(
      'Safe Harbor Homes lets flats.',
    );
    // A name that ends a sentence of its own is dropped as well.
    expect(excerptOf('<h3>Fish &amp; Chips Ltd.</h3><p>Suppers on Fridays.</p>', 300, 'Fish & Chips Ltd.')).toBe(
      'Suppers on Fridays.',
    );
  });

  it('is empty for a section without text', () => {
    expect(excerptOf('', 300)).toBe('');
  });
});

describe('withoutLeadingName', () => {
  const body = '<p>Our social supermarket on <strong>Wapping Road</strong>.</p>';

  it('drops an opening heading that repeats the name, whatever its level, case or inline markup', () => {
    expect(withoutLeadingName(sanitizeRichText(`<h3>Harbor Fresh Foods</h3>${body}`), 'Harbor Fresh Foods')).toBe(body);
    expect(
      withoutLeadingName(
        sanitizeRichText(`\n<h2 class="x"><em>harbor  fresh</em> FOODS</h2>\n${body}`),
        'Harbor Fresh Foods',
      ),
    ).toBe(body);
  });

  it('keeps a heading that says more than the name, one further down, and text with no heading', () => {
    for (const html of [`<h3>Harbor Fresh Foods today</h3>${body}`, `${body}<h3>Harbor Fresh Foods</h3>`, body]) {
      const safe = sanitizeRichText(html);
      expect(withoutLeadingName(safe, 'Harbor Fresh Foods')).toBe(safe);
    }
  });
});
