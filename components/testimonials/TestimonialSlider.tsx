// What people say about the organisation, shown as a carousel of testimonials.
import { testimonials } from '@/content/testimonials';
import { Carousel } from '@/components/ui/Carousel.client';
import { TestimonialCard } from './TestimonialCard';

/** Testimonials carousel: 3 per view from 1200 px, 2 from 767 px, 1 below; autoplay at 1000 ms per move. */
export function TestimonialSlider() {
  const slides = testimonials.map((testimonial) => ({
    key: String(testimonial.id),
    node: <TestimonialCard testimonial={testimonial} />,
  }));
  return (
    <Carousel label="What people say" slides={slides} perView={{ 0: 1, 767: 2, 1200: 3 }} autoplay speed={1000} dots />
  );
}
