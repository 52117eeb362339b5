import type { Metadata } from 'next';
import Link from 'next/link';
import { getBlogPostById, type BlogPost } from '@/content/blog';
import { itemOr404 } from '@/content/route-item';
import { CommentForm } from '@/components/forms/CommentForm';
import { SiteJsonLd } from '@/components/seo/SiteJsonLd';
import { WithSidebar } from '@/components/sidebar/WithSidebar';
import { FramedImage } from '@/components/ui/FramedImage';
import { PageHeader } from '@/components/ui/PageHeader';
import { VideoModal } from '@/components/ui/VideoModal.client';
import { blogFeedAlternates } from '@/lib/feeds/blog-feed-link';
import { blogPostingJsonLd } from '@/lib/seo/blog-posting-json-ld';
import { AuthorBox } from './AuthorBox';
import { BlogSidebar } from './BlogSidebar';
import { BLOG_LAYOUTS, type BlogLayout } from './blogLayouts';
import { CommentThread } from './CommentThread';
import { PostMeta } from './PostMeta';
import styles from './BlogPostView.module.css';

/** A post in one of the three layouts: picture (with the video player on video posts), text, author, comments. */
function BlogPostView({ post, layout }: { post: BlogPost; layout: BlogLayout }) {
  const { listPath } = BLOG_LAYOUTS[layout];
  return (
    <>
      <PageHeader title={post.title} crumbs={[{ href: listPath, label: 'Blog' }]} />
      <div className="section">
        <div className="container">
          <WithSidebar side={layout} sidebarLabel="Blog" sidebar={<BlogSidebar layout={layout} />}>
            <article aria-label={post.title}>
              <FramedImage src={post.detailImage} alt="" ratio="16/7" sizes="(min-width: 1200px) 880px, 100vw" priority>
                {post.format === 'video' && post.videoUrl && (
                  <div className={styles.play}>
                    <VideoModal videoUrl={post.videoUrl} title={post.title} />
                  </div>
                )}
              </FramedImage>
              <div className={styles.head}>
                <PostMeta post={post} />
              </div>
              <div className={styles.body}>
                {post.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <p className={styles.tags}>
                <span className={styles.label}>Category:</span>{' '}
                <Link href={`${listPath}?category=${encodeURIComponent(post.category)}`}>{post.category}</Link>
                <span className={styles.label}>Tags:</span>{' '}
                {post.tags.map((tag) => (
                  <Link key={tag} href={`${listPath}?tag=${encodeURIComponent(tag)}`}>
                    {tag}
                  </Link>
                ))}
              </p>
            </article>
            <AuthorBox post={post} />
            <CommentThread headingId="post-comments-title" title="Comments" />
            <CommentForm id="post-comment" />
          </WithSidebar>
        </div>
      </div>
      <SiteJsonLd build={(settings, origin) => blogPostingJsonLd(post, settings, origin)} />
    </>
  );
}

type RouteProps = { params: Promise<{ id: string }> };

/**
 * The page module of one blog post route. The three layouts show the same post, so the other two
 * name `/blog-single/{id}` as the canonical address.
 */
export function blogPostRoute(layout: BlogLayout) {
  return {
    generateMetadata: async ({ params }: RouteProps): Promise<Metadata> => {
      const post = await itemOr404(params, getBlogPostById);
      return {
        title: post.title,
        description: post.description,
        alternates: { canonical: `${BLOG_LAYOUTS.right.postPath}/${post.id}`, ...(await blogFeedAlternates()) },
      };
    },
    Page: async function BlogPostPage({ params }: RouteProps) {
      return <BlogPostView post={await itemOr404(params, getBlogPostById)} layout={layout} />;
    },
  };
}
