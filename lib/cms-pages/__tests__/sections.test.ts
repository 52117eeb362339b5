// Pages pick the right sections from the service (companies, the rest in the service's order), write
// their descriptions from their own words, and give every gallery picture a text alternative.
import type { Section } from '@/lib/cms/types';
import type { SafeHtml } from '@/lib/sanitize';
import { companySections, otherSections } from '../sections';
import { describeSections } from '../metadata';
import { galleryImages } from '../gallery';

const section = (key: string, html = `<p>${key} text</p>`, images: string[] = []): Section => ({
  key,
  html: html as SafeHtml,
  images,
});

const home: Section[] = [
  section('Partner', '', ['/p1.png', '/p2.png']),
  section('Harbor Fresh Foods', '<p>Food</p>', ['/food.webp']),
  section('Title'),
  section('About'),
  section('Our Services'),
  section('Featured Work'),
  section('Companies'),
  section('Café Ünïcode & Co'),
  section('Empty', ''),
];

describe('section picking', () => {
  it('keeps the service order for the other sections', () => {
    expect(otherSections(home, ['Partner', 'Title', 'About', 'Our Services']).map((s) => s.key)).toEqual([
      'Harbor Fresh Foods',
      'Featured Work',
      'Companies',
      'Café Ünïcode & Co',
      'Empty',
    ]);
  });

  it('treats every key but the six home blocks as a company, ignoring empty ones', () => {
    expect(companySections(home).map((s) => s.key)).toEqual(['Harbor Fresh Foods', 'Café Ünïcode & Co']);
  });
});

describe('describeSections', () => {
  it('prefers the named sections, then any section with text, then the fallback', () => {
    expect(describeSections(home, ['About'], 'x')).toBe('About text');
    expect(describeSections(home, ['Missing'], 'x')).toBe('Food');
    expect(describeSections([section('Empty', '')], ['Empty'], 'Fallback')).toBe('Fallback');
  });

  it('leaves headings out when the section has body text', () => {
    expect(describeSections([section('A', '<h2>Who we are</h2><p>Neighbours.</p>')], [], 'x')).toBe('Neighbours.');
    expect(describeSections([section('A', '<h2>Only a heading</h2>')], [], 'x')).toBe('Only a heading');
  });
});

describe('galleryImages', () => {
  it('lists each picture once with its place as text alternative', () => {
    expect(galleryImages(section('Gallery', '', ['/a.webp', '/b.webp', '/a.webp']))).toEqual([
      { src: '/a.webp', alt: 'Gallery: image 1 of 2' },
      { src: '/b.webp', alt: 'Gallery: image 2 of 2' },
    ]);
  });
});
