import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { PageHeader } from '@/components/ui/PageHeader';
import { TestimonialSlider } from '@/components/testimonials/TestimonialSlider';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Testimonials', description: 'Donors, volunteers and the communities we work with tell, in their own words, what our work means to them.', path: routes.testimonials.href({}) });
}

export default function TestimonialsPage() {
  return (
    <>
      <PageHeader title="Testimonials" lead="In their own words: the people we work with and the people who make it possible." />
      <section className="section section-alt" aria-label="Testimonials">
        <div className="container">
          <TestimonialSlider />
        </div>
      </section>
    </>
  );
}
