// How a cause shows in lists: enough to choose it (picture, funding so far, who started it) and a way to give.
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import type { Cause } from '@/content/causes';
import { Card, CardBadge } from '@/components/ui/Card';
import { CauseProgress } from './CauseProgress';
import styles from './CauseCard.module.css';
import { routes } from '@/lib/routes/table';

/** A campaign card: picture, tag, title (the card's link), funding, author and Donate Now. */
export function CauseCard({ cause, priority = false }: { cause: Cause; priority?: boolean }) {
  return (
    <Card
      priority={priority}
      id={`cause-${cause.id}`}
      title={cause.title}
      href={routes.cause.href({ id: cause.id })}
      image={cause.thumbnail}
      badges={<CardBadge>{cause.tag}</CardBadge>}
    >
      <div className={styles.progress}>
        <CauseProgress cause={cause} />
      </div>
      <div className={styles.footer}>
        <p className={styles.author}>
          <span className={styles.avatar}>
            <ServerImage src={cause.authorImage} alt="" fill sizes="40px" />
          </span>
          <span>
            <span className="visually-hidden">Started by </span>
            {cause.authorName}
          </span>
        </p>
        <Link href={routes.donate.href({})} className="btn btn-accent">
          Donate Now<span className="visually-hidden"> to {cause.title}</span>
        </Link>
      </div>
    </Card>
  );
}
