// `/testimonial`: what donors, volunteers and communities say about the work, from the built-in
// testimonials.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { PageHeading } from '@/components/ui/PageHeading';
import { TestimonialSlider } from '@/components/testimonials/TestimonialSlider';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...FIXED_PAGES.testimonials, path: routes.testimonials.href({}) });
}

export default function TestimonialsPage() {
  return (
    <>
      <PageHeading title={FIXED_PAGES.testimonials.title} lead={FIXED_PAGES.testimonials.lead} />
      <section className="section section-alt" aria-label="Testimonials">
        <div className="container">
          <TestimonialSlider />
        </div>
      </section>
    </>
  );
}
