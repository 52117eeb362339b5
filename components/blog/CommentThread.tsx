// The conversation under a post or a cause: comments with their replies indented beneath them.
import { ServerImage } from '@/components/ui/ServerImage';
import { getCommentThreads, type DemoComment } from '@/content/comments';
import { formatDate } from '@/content/format';
import styles from './CommentThread.module.css';

function Comment({ comment }: { comment: DemoComment }) {
  return (
    <article className={styles.comment} aria-label={`Comment by ${comment.name}`}>
      <span className={styles.avatar}>
        <ServerImage src={comment.image} alt="" fill sizes="56px" />
      </span>
      <div>
        <p className={styles.meta}>
          <strong>{comment.name}</strong>{' '}
          <time dateTime={comment.date} className={styles.date}>
            {formatDate(comment.date)}
          </time>
        </p>
        <p className={styles.text}>{comment.text}</p>
      </div>
    </article>
  );
}

/** The demo comment thread (top-level comments with their replies indented). */
export function CommentThread({ headingId, title }: { headingId: string; title: string }) {
  const threads = getCommentThreads();
  return (
    <section aria-labelledby={headingId} className={styles.thread}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ol className={styles.list}>
        {threads.map(({ comment, replies }) => (
          <li key={comment.id}>
            <Comment comment={comment} />
            {replies.length > 0 && (
              <ol className={`${styles.list} ${styles.replies}`}>
                {replies.map((reply) => (
                  <li key={reply.id}>
                    <Comment comment={reply} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
