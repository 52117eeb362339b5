// The body of the site's status pages (not found, back in a moment): a large code, what happened, what to do
// and the way home, inside the site's frame. Styled by app/styles/status-message.css (global: see there why).
import Link from 'next/link';
import { routes } from '@/lib/routes/table';

type Props = {
  /** The status code shown large (decorative: screen readers skip it). */
  code: string;
  title: string;
  advice: string;
};

/** A status page's message with the way back to the home page. */
export function StatusMessage({ code, title, advice }: Props) {
  return (
    <section className="container status-message">
      <p className="status-message__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p className="status-message__advice">{advice}</p>
      <Link href={routes.home.href({})} className="btn btn-primary">
        Back to home
      </Link>
    </section>
  );
}
