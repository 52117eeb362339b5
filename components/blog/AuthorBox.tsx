// Puts a face and a role to a blog post, so readers know who is writing to them.
import { ServerImage } from '@/components/ui/ServerImage';
import type { BlogPost } from '@/content/blog';
import styles from './AuthorBox.module.css';

/** Who wrote the post. */
export function AuthorBox({ post }: { post: BlogPost }) {
  return (
    <section className={styles.box} aria-labelledby="author-title">
      <span className={styles.avatar}>
        <ServerImage src={post.authorImage} alt="" fill sizes="96px" />
      </span>
      <div>
        <p className={styles.eyebrow}>Written by</p>
        <h2 id="author-title" className={styles.name}>
          {post.author}
        </h2>
        <p className={styles.role}>{post.authorTitle}</p>
      </div>
    </section>
  );
}
