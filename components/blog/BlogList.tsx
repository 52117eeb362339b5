// One page of a blog list in any of the three layouts: the post cards, the pages after it and the
// sidebar, with a title and description of its own so filtered and later pages are told apart.
import type { Metadata } from 'next';
import type { BlogListing } from '@/lib/routes/blog-query';
import { BLOG_LAYOUTS } from '@/lib/routes/blog-layouts';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { blogFeedAlternates } from '@/lib/feeds/feed-links';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { blogRoutes } from '@/lib/routes/table';
import { WithSidebar } from '@/components/sidebar/WithSidebar';
import { CardGrid } from '@/components/ui/CardGrid';
import { PageHeading, type Crumb } from '@/components/ui/PageHeading';
import { Pagination } from '@/components/ui/Pagination';
import { BlogSidebar } from './BlogSidebar';
import { POST_CARD_SIZES_FULL_WIDTH, PostCard } from './PostCard';

/** The filter of a list in words: "Health", "Health, water", or null. */
function topicOf({ category, tag }: BlogListing): string | null {
  return [category, tag].filter((part) => part !== null).join(', ') || null;
}

/** "Blog", "Blog: Health", "Blog, page 2"... so every list page has its own title. */
function describe(name: string, listing: BlogListing) {
  const topic = topicOf(listing);
  const base = topic ? `${name}: ${topic}` : name;
  return listing.page > 1 ? `${base}, page ${listing.page}` : base;
}

/** The lists above this one: the whole blog, then (on a later page of a filtered list) that list's first page. */
function trailOf(listing: BlogListing): Crumb[] {
  const { layout, category, tag, page } = listing;
  const list = blogRoutes[layout].list;
  const filtered = category !== null || tag !== null;
  const crumbs: Crumb[] = [];
  if (filtered || page > 1)
    crumbs.push({ href: list.href({ layout, category: null, tag: null, page: 1 }), label: FIXED_PAGES.blog.title });
  if (filtered && page > 1)
    crumbs.push({
      href: list.href({ layout, category, tag, page: 1 }),
      label: describe(FIXED_PAGES.blog.title, { ...listing, page: 1 }),
    });
  return crumbs;
}

export async function blogListMetadata(listing: BlogListing): Promise<Metadata> {
  const topic = topicOf(listing);
  const about = topic
    ? `Stories and news about ${topic.toLowerCase()} from our teams, volunteers and the communities we serve.`
    : FIXED_PAGES.blog.description;
  return pageMetadata({
    title: describe(BLOG_LAYOUTS[listing.layout].name, listing),
    description: listing.page > 1 ? `${about} Page ${listing.page} of ${listing.pageCount}.` : about,
    // The other layouts list the same posts: like their posts, they point to the right-sidebar list.
    path: blogRoutes.right.list.href({ ...listing, layout: 'right' }),
    feeds: await blogFeedAlternates(),
    // A category and a tag together list a near copy of the category's page; nothing of ours links there.
    noindex: listing.category !== null && listing.tag !== null,
  });
}

/** A blog list in one of the three layouts: 4 posts a page, page links, and the sidebar unless full width. */
export function BlogList({ listing }: { listing: BlogListing }) {
  const { layout, category, tag, page, pageCount } = listing;
  const list = blogRoutes[layout].list;
  return (
    <>
      <PageHeading title={describe(FIXED_PAGES.blog.title, listing)} crumbs={trailOf(listing)} />
      <div className="section">
        <div className="container">
          {/* The full-width list is the product's "blog, full width": its cards use the whole container, as wide as the
              sidebar layouts' posts and sidebar together; the card texts are two lines whatever the width. */}
          <WithSidebar side={layout} sidebarLabel="Blog" sidebar={<BlogSidebar layout={layout} />} mainWidth="full">
            <CardGrid
              columns={2}
              label="Posts"
              items={listing.posts.map((post, position) => ({
                key: String(post.id),
                node: (
                  <PostCard
                    post={post}
                    href={blogRoutes[layout].post.href({ id: post.id })}
                    priority={position === 0}
                    sizes={layout === 'none' ? POST_CARD_SIZES_FULL_WIDTH : undefined}
                  />
                ),
              }))}
            />
            <Pagination
              hrefOf={(n) => list.href({ layout, category, tag, page: n })}
              current={page}
              total={pageCount}
              label="Blog pages"
            />
          </WithSidebar>
        </div>
      </div>
    </>
  );
}
