// A page shows every section the content service sends: planned ones in their place and order,
// unknown ones after them, and on the home page every other key as a company.
import { act, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Section } from '@/lib/cms/types';
import type { SafeHtml } from '@/lib/sanitize';
import type { Carousel } from '@/components/ui/Carousel.client';
import { HOME_REGISTRY } from '@/components/home/home-registry';
import { RenderSections, ShownElsewhere } from '../RenderSections';
import { MessageTabs } from '../MessageTabs';
import { MESSAGE_KEYS } from '@/lib/routes/section-pages';
import { ServicesSection } from '@/components/services/ServicesSection';
import { MediaTextSection, MediaTextSectionReversed } from '../MediaTextSection';
import { PageIntro } from '../PageIntro';
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

const section = (key: string, html = `<p>${key} text</p>`, images: string[] = []): Section => ({
  key,
  html: html as SafeHtml,
  images,
});

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
    expect(shown()).toEqual([
      'intro: Title',
      'block: nothing',
      'story: About',
      'fallback: Unplanned',
      'fallback: Also unplanned',
    ]);
  });

  it('leaves unregistered keys out when the fallback is null', () => {
    render(
      <RenderSections
        sections={sections}
        menuId={1}
        registry={sectionRegistry([['About', stub('story')]])}
        fallback={null}
      />,
    );
    expect(shown()).toEqual(['story: About']);
  });

  it('shows an unknown key through the generic section by default: its text, or its gallery', () => {
    const gallery = section('Year in Review', '<p>Our year.</p>', ['/a.webp', '/b.webp']);
    render(<RenderSections sections={[section('Finances', '<p>84p of every pound.</p>'), gallery]} menuId={1} />);
    expect(screen.getByRole('region', { name: 'Finances' })).toHaveTextContent('84p of every pound.');
    const review = screen.getByRole('region', { name: 'Year in Review' });
    expect(within(review).getAllByRole('button', { name: /^Open Year in Review: image/ })).toHaveLength(2);
  });
});

describe('the lead picture of an inner page', () => {
  // An inner page's intro, then its sections (the Mission page's registry), each with a picture.
  const registry = sectionRegistry([
    ['Title', PageIntro],
    ['Mission', MediaTextSection],
    ['Vision', MediaTextSectionReversed],
  ]);
  const withPictures = [
    section('Vision', '<p>Vision text</p>', ['/vision.webp']),
    section('Title', '<p>Intro</p>', ['/intro.webp']),
    section('Mission', '<p>Mission text</p>', ['/mission.webp']),
    section('History', '<p>Since 1990.</p>', ['/history-1.webp', '/history-2.webp']),
  ];
  const pictureOf = (name: string) => screen.getByRole('region', { name }).querySelector('img');

  it('is the first picture drawn under the intro: eager and fetched at high priority; the later ones wait until near the screen', async () => {
    await act(async () =>
      render(<RenderSections sections={withPictures} menuId={8} registry={registry} picturesLead />),
    );
    expect(pictureOf('Mission')).toHaveAttribute('fetchpriority', 'high');
    expect(pictureOf('Mission')).not.toHaveAttribute('loading', 'lazy');
    expect(pictureOf('Vision')).toHaveAttribute('loading', 'lazy');
    expect(pictureOf('Vision')).not.toHaveAttribute('fetchpriority');
    // A later gallery keeps its first picture eager (not lazy) but does not compete with the lead.
    expect(pictureOf('History')).not.toHaveAttribute('fetchpriority');
    expect(pictureOf('History')).not.toHaveAttribute('loading', 'lazy');
  });

  it("is a gallery's first picture when the gallery comes first", async () => {
    await act(async () =>
      render(<RenderSections sections={withPictures.slice(3)} menuId={8} registry={registry} picturesLead />),
    );
    const pictures = screen.getByRole('region', { name: 'History' }).querySelectorAll('img');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority');
  });

  it('is none unless the page asks for one (the home page, whose slides lead)', async () => {
    await act(async () => render(<RenderSections sections={withPictures} menuId={8} registry={registry} />));
    expect(pictureOf('Mission')).not.toHaveAttribute('fetchpriority');
    expect(pictureOf('Mission')).toHaveAttribute('loading', 'lazy');
  });

  // The About page: its text and picture, then the built-in services grid, whose first card is otherwise a lead.
  const aboutRegistry = sectionRegistry([
    ['Title', PageIntro],
    ['About', MediaTextSection],
    ['Our Services', ServicesSection],
  ]);
  const highPriority = () => document.querySelectorAll('img[fetchpriority="high"]');

  it("is one picture per page: the About picture, not the services grid's first card as well", async () => {
    await act(async () =>
      render(
        <RenderSections
          sections={[section('About', '<p>Our story</p>', ['/about.webp'])]}
          menuId={2}
          registry={aboutRegistry}
          picturesLead
        />,
      ),
    );
    expect(highPriority()).toHaveLength(1);
    expect(pictureOf('About')).toHaveAttribute('fetchpriority', 'high');
  });

  it("is the services grid's first card when the About text has no picture", async () => {
    await act(async () =>
      render(
        <RenderSections
          sections={[section('About', '<p>Our story</p>')]}
          menuId={2}
          registry={aboutRegistry}
          picturesLead
        />,
      ),
    );
    expect(highPriority()).toHaveLength(1);
    const grid = screen.getByRole('region', { name: 'Our Services' });
    expect(grid.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("is the open director's photo, or none when the open message has none (the next tabs are hidden)", async () => {
    const messages = sectionRegistry([
      ['Title', PageIntro],
      [MESSAGE_KEYS[0], MessageTabs],
      [MESSAGE_KEYS[1], ShownElsewhere],
    ]);
    const chair = section(MESSAGE_KEYS[1], '<p>From the chair</p>', ['/chair.webp']);
    const { unmount } = await act(async () =>
      render(
        <RenderSections
          sections={[section(MESSAGE_KEYS[0], '<p>From the director</p>', ['/md.webp']), chair]}
          menuId={9}
          registry={messages}
          picturesLead
        />,
      ),
    );
    expect(highPriority()).toHaveLength(1);
    expect(screen.getByRole('img', { name: MESSAGE_KEYS[0] })).toHaveAttribute('fetchpriority', 'high');
    unmount();
    await act(async () =>
      render(
        <RenderSections
          sections={[section(MESSAGE_KEYS[0], '<p>From the director</p>'), chair]}
          menuId={9}
          registry={messages}
          picturesLead
        />,
      ),
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('From the director');
    expect(highPriority()).toHaveLength(0);
  });
});

describe('the home page registry', () => {
  it('has a block for each of the six home keys, in display order', () => {
    expect([...HOME_REGISTRY.keys()]).toEqual([
      'Title',
      'About',
      'Our Services',
      'Featured Work',
      'Partner',
      'Companies',
    ]);
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
