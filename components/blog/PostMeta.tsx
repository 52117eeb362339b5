// The line of facts a reader looks for under a post's title, in the lists and on the post itself.
import type { BlogPost } from '@/content/blog';
import { formatDate } from '@/content/format';
import { MetaList } from '@/components/ui/MetaList';

/** Date, author and comment count of a post. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <MetaList
      items={[
        { key: 'date', node: <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time> },
        {
          key: 'author',
          node: (
            <>
              <span className="visually-hidden">By </span>
              {post.author}
            </>
          ),
        },
        { key: 'comments', node: `${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}` },
      ]}
    />
  );
}
