// A blog post as its reader sees it in any of the three layouts, and the metadata and structured data
// that let search engines and feed readers find it.
import type { Metadata } from 'next';
import Link from 'next/link';
import type { BlogPost } from '@/content/blog';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { blogListHref, blogRoutes, routes } from '@/lib/routes/table';
import { CommentForm } from '@/components/forms/CommentForm.client';
import { SiteJsonLd } from '@/components/seo/SiteJsonLd';
import { WithSidebar } from '@/components/sidebar/WithSidebar';
import { FramedImage } from '@/components/ui/FramedImage';
import { PageHeading } from '@/components/ui/PageHeading';
import { VideoModal } from '@/components/ui/VideoModal.client';
import { blogFeedAlternates } from '@/lib/feeds/feed-links';
import { blogPostingJsonLd } from '@/lib/seo/blog-posting-json-ld';
import { AuthorBox } from './AuthorBox';
import { BlogSidebar } from './BlogSidebar';
import type { BlogLayout } from '@/lib/routes/blog-layouts';
import { CommentThread } from './CommentThread';
import { PostMeta } from './PostMeta';
import styles from './BlogPostView.module.css';
import { publishedAt } from '@/content/post-dates';

/** A post in one of the three layouts: picture (with the video player on video posts), text, author, comments. */
export function BlogPostView({ post, layout }: { post: BlogPost; layout: BlogLayout }) {
  return (
    <>
      <PageHeading title={post.title} crumbs={[{ href: blogListHref(layout), label: 'Blog' }]} />
      <div className="section">
        <div className="container">
          <WithSidebar side={layout} sidebarLabel="Blog" sidebar={<BlogSidebar layout={layout} />}>
            <article aria-label={post.title}>
              <FramedImage src={post.detailImage} alt="" ratio="16/7" sizes="(min-width: 1200px) 880px, 100vw" priority>
                {post.format === 'video' && post.videoUrl && (
                  <div className={styles.play}>
                    <VideoModal videoUrl={post.videoUrl} title={post.title} />
                    {/* Without JavaScript the player cannot open over the page: this link plays it on its own (CSS shows one or the other). */}
                    <a className={styles.watch} href={post.videoUrl}>
                      Watch the video<span className="visually-hidden">: {post.title}</span>
                    </a>
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
                <Link href={blogListHref(layout, { category: post.category })}>{post.category}</Link>
                <span className={styles.label}>Tags:</span>{' '}
                {post.tags.map((tag) => (
                  <Link key={tag} href={blogListHref(layout, { tag })}>
                    {tag}
                  </Link>
                ))}
              </p>
            </article>
            <AuthorBox post={post} />
            <CommentThread headingId="post-comments-title" title="Comments" />
            <CommentForm
              id="post-comment"
              about={post.title}
              postTo={`${blogRoutes[layout].post.href({ id: post.id })}#post-comment-status`}
            />
          </WithSidebar>
        </div>
      </div>
      <SiteJsonLd build={(settings, origin) => blogPostingJsonLd(post, settings, origin)} />
    </>
  );
}

/** The three layouts show the same post: `/blog-single/{id}` is its one canonical address. */
export async function blogPostMetadata(post: BlogPost): Promise<Metadata> {
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: routes.blogPost.href({ id: post.id }),
    sharesOpenGraphImage: true,
    feeds: await blogFeedAlternates(),
    publishedTime: publishedAt(post).toISOString(),
  });
}
