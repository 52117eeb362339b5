// Company and service cards show the picture, name and text and lead to the right page, and stay
// whole when a picture fails to load.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { services } from '@/content/services';
import type { Section } from '@/lib/cms/types';
import type { SafeHtml } from '@/lib/sanitize';
import { CompanyCard } from '../CompanyCard';
import { ServiceCard } from '@/components/services/ServiceCard';

const longText = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
const company = (images: string[]): Section => ({
  key: 'Millstream Repair Café',
  html: `<h3>Millstream Repair Café</h3><p>Fix it &amp; keep it. ${longText}</p>` as SafeHtml,
  images,
});

describe('CompanyCard', () => {
  it('shows the picture, the name, the text cut to 300 characters and a see more link to the company', () => {
    render(<CompanyCard company={company(['https://media.example.org/c.webp'])} menuId={101} />);
    const card = screen.getByRole('article', { name: 'Millstream Repair Café' });
    // A decorative picture (alt=""), so it has no img role.
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://media.example.org/c.webp');
    // The name is a heading, not a second link to the same page.
    expect(within(card).getByRole('heading', { level: 3, name: 'Millstream Repair Café' })).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('see more about Millstream Repair Café');
    expect(links[0]).toHaveAttribute('href', '/company/101/Millstream%20Repair%20Caf%C3%A9');
    const excerpt = card.querySelector('p')?.textContent ?? '';
    expect(excerpt.startsWith('Fix it & keep it. word0')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(300);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('keeps the card whole when the picture fails to load or is missing', () => {
    const { container, unmount } = render(
      <CompanyCard company={company(['https://media.example.org/gone.webp'])} menuId={1} headingLevel="h2" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Millstream Repair Café' })).toBeInTheDocument();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    // Its placeholder keeps the card's shape; the picture was decorative, so no unnamed image is announced.
    expect(container.querySelector('span[aria-hidden="true"]')).toBeInTheDocument();
    expect(container.querySelector('[role="img"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'see more about Millstream Repair Café' })).toBeInTheDocument();
    unmount();
    const missing = render(<CompanyCard company={company([])} menuId={1} />);
    expect(missing.container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'see more about Millstream Repair Café' })).toBeInTheDocument();
  });
});

describe('ServiceCard', () => {
  it('names the article after the service, whose title links to its page', () => {
    const service = services[2]!;
    render(<ServiceCard service={service} />);
    const card = screen.getByRole('article', { name: service.title });
    const heading = within(card).getByRole('heading', { level: 3, name: service.title });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', `/service-single/${service.id}`);
    expect(within(card).getByText(service.description)).toBeInTheDocument();
  });
});
