// One person's word about the organisation, shown with who they are so visitors can trust it.
import { ServerImage } from '@/components/ui/ServerImage';
import type { Testimonial } from '@/content/testimonials';
import styles from './TestimonialCard.module.css';

/** A quote with the person's portrait, name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar}>
          <ServerImage src={testimonial.image} alt="" fill sizes="64px" />
        </span>
        <span>
          <strong className={styles.name}>{testimonial.name}</strong>
          <span className={styles.role}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
