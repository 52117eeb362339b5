// How a post appears in a blog list: enough to choose it (picture, category, meta, summary) and the
// link to read it.
import Link from 'next/link';
import type { BlogPost } from '@/content/blog';
import { Card, CardBadge, CardText } from '@/components/ui/Card';
import { PostMeta } from './PostMeta';
import styles from './PostCard.module.css';

/** `sizes` of a card's picture beside a sidebar: two cards share the main column. */
const POST_CARD_SIZES = '(min-width: 1200px) 430px, (min-width: 767px) 50vw, 100vw';
/** `sizes` of a card's picture in the full-width list: two cards share the 1,200 px container. */
export const POST_CARD_SIZES_FULL_WIDTH = '(min-width: 1200px) 584px, (min-width: 767px) 50vw, 100vw';

type Props = { post: BlogPost; href: string; priority?: boolean; sizes?: string };

/** A post in a blog list: picture (marked when it is a video), meta, title (the link) and summary. */
export function PostCard({ post, href, priority = false, sizes = POST_CARD_SIZES }: Props) {
  return (
    <Card
      priority={priority}
      id={`post-${post.id}`}
      title={post.title}
      href={href}
      image={post.image}
      sizes={sizes}
      meta={<PostMeta post={post} />}
      badges={
        <>
          <CardBadge>{post.category}</CardBadge>
          {post.format === 'video' && (
            <CardBadge corner="top-end" tone="light">
              Video
            </CardBadge>
          )}
        </>
      }
    >
      <CardText>{post.description}</CardText>
      <Link href={href} className={styles.more}>
        Read more<span className="visually-hidden">: {post.title}</span>
      </Link>
    </Card>
  );
}
