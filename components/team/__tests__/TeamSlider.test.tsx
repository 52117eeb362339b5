// The team carousel shows six members, each linking to their page, at the product's slides per width.
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Carousel } from '@/components/ui/Carousel.client';
import { TeamSlider } from '../TeamSlider';

type CarouselProps = ComponentProps<typeof Carousel>;
const received: CarouselProps[] = [];

// The carousel itself (Swiper) is tested where it lives; here we check what the slider asks of it.
jest.mock('@/components/ui/Carousel.client', () => ({
  Carousel: (props: CarouselProps) => {
    received.push(props);
    return (
      <ul aria-label={props.label}>
        {props.slides.map((slide) => (
          <li key={slide.key}>{slide.node}</li>
        ))}
      </ul>
    );
  },
}));

describe('TeamSlider', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('shows 6 members, each linking to their page', () => {
    render(<TeamSlider />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/team-single/1');
    expect(screen.getByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getAllByText('CEO')).toHaveLength(1);
  });

  it('autoplays with 4, 3, 2 and 1 slides from 1200, 767, 480 and 0 px', () => {
    render(<TeamSlider />);
    expect(received[0]?.autoplay).toBe(true);
    expect(received[0]?.perView).toEqual({ 0: 1, 480: 2, 767: 3, 1200: 4 });
  });
});
