// A page shows every section the content service sends: planned ones in their place and order,
// unknown ones after them, and on the home page every other key as a company.
import { act, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Section } from '@/lib/cms/types';
import type { SafeHtml } from '@/lib/sanitize';
import type { Carousel } from '@/components/ui/Carousel.client';
import { HOME_REGISTRY } from '@/components/home/home-registry';
import { RenderSections } from '../RenderSections';
import { sectionRegistry, type SectionRenderer } from '../registry';

// Swiper is tested where it lives; here a carousel is its slides in a list.
jest.mock('@/components/ui/Carousel.client', () => ({
  Carousel: ({ label, slides }: ComponentProps<typeof Carousel>) => (
    <ul aria-label={label}>
      {slides.map((slide) => (
        <li key={slide.key}>{slide.node}</li>
      ))}
    </ul>
  ),
}));

const section = (key: string, html = `<p>${key} text</p>`, images: string[] = []): Section => ({ key, html: html as SafeHtml, images });

/** A renderer that shows which key it got (or that it got none). */
function stub(name: string): SectionRenderer {
  return function StubRenderer({ section: given }) {
    return <p>{`${name}: ${given?.key ?? 'nothing'}`}</p>;
  };
}

const shown = () => screen.queryAllByRole('paragraph').map((node) => node.textContent);

describe('RenderSections', () => {
  const sections = [section('Unplanned'), section('About'), section('Title'), section('Also unplanned')];

  it('gives each registered key its renderer, in the registry order, then the rest to the fallback in the service order', () => {
    const registry = sectionRegistry([
      ['Title', stub('intro')],
      ['Missing', stub('block')],
      ['About', stub('story')],
    ]);
    render(<RenderSections sections={sections} menuId={1} registry={registry} fallback={stub('fallback')} />);
    expect(shown()).toEqual(['intro: Title', 'block: nothing', 'story: About', 'fallback: Unplanned', 'fallback: Also unplanned']);
  });

  it('leaves unregistered keys out when the fallback is null', () => {
    render(<RenderSections sections={sections} menuId={1} registry={sectionRegistry([['About', stub('story')]])} fallback={null} />);
    expect(shown()).toEqual(['story: About']);
  });

  it('shows an unknown key through the generic section by default: its text, or its gallery', async () => {
    const gallery = section('Year in Review', '<p>Our year.</p>', ['/a.webp', '/b.webp']);
    // The gallery's code loads on demand (LightboxGalleryOnDemand): the sections show once it is there.
    await act(async () => render(<RenderSections sections={[section('Finances', '<p>84p of every pound.</p>'), gallery]} menuId={1} />));
    expect(screen.getByRole('region', { name: 'Finances' })).toHaveTextContent('84p of every pound.');
    const review = screen.getByRole('region', { name: 'Year in Review' });
    expect(within(review).getAllByRole('button', { name: /^Open Year in Review: image/ })).toHaveLength(2);
  });
});

describe('the home page registry', () => {
  it('has a block for each of the six home keys, in display order', () => {
    expect([...HOME_REGISTRY.keys()]).toEqual(['Title', 'About', 'Our Services', 'Featured Work', 'Partner', 'Companies']);
  });

  it('shows every other key as a company card, and only there', () => {
    const home = [
      section('Harbor Fresh Foods', '<h3>Harbor Fresh Foods</h3><p>Groceries for all.</p>', ['/food.webp']),
      section('Title', '<p>Welcome.</p>'),
      section('Companies', '<h2>Our social enterprises</h2>'),
      section('Lighthouse Learning', '<p>Classes.</p>'),
    ];
    render(<RenderSections sections={home} menuId={7} registry={HOME_REGISTRY} fallback={null} />);
    const companies = screen.getByRole('region', { name: 'Our companies' });
    expect(within(companies).getAllByRole('article')).toHaveLength(2);
    expect(within(companies).getByRole('link', { name: 'see more about Harbor Fresh Foods' })).toHaveAttribute(
      'href',
      '/company/7/Harbor%20Fresh%20Foods',
    );
    expect(screen.getByRole('region', { name: 'Introduction' })).toHaveTextContent('Welcome.');
    // No generic section repeats a company outside the companies block.
    expect(screen.queryByRole('region', { name: 'Harbor Fresh Foods' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Classes.')).toHaveLength(1);
  });
});
