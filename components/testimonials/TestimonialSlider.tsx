// What people say about the organisation, shown as a carousel of testimonials.
import { testimonials } from '@/content/testimonials';
import { CarouselOnDemand } from '@/components/ui/CarouselOnDemand.client';
// The carousel's styles come with the page: its code loads on first use.
import '@/components/ui/carousel-styles';
import { TestimonialCard } from './TestimonialCard';

/**
 * Testimonials carousel: 3 per view from 1200 px, 2 from 767 px, 1 below; autoplay at 1000 ms per
 * move. It is the page's first content, on screen at once, so like the hero it stays server HTML
 * until it is used or takes its first autoplay step: Swiper is not part of the first load.
 */
export function TestimonialSlider() {
  const slides = testimonials.map((testimonial) => ({
    key: String(testimonial.id),
    node: <TestimonialCard testimonial={testimonial} />,
  }));
  return <CarouselOnDemand label="What people say" slides={slides} perView={{ 0: 1, 767: 2, 1200: 3 }} autoplay speed={1000} dots loadSwiper="use" />;
}
