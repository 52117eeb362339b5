import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WithSidebar } from '@/components/sidebar/WithSidebar';
import { CardGrid } from '@/components/ui/CardGrid';
import { PageHeader } from '@/components/ui/PageHeader';
import { blogFeedAlternates } from '@/lib/feeds/blog-feed-link';
import { Pagination } from '@/components/ui/Pagination';
import { BlogSidebar } from './BlogSidebar';
import { BLOG_LAYOUTS, type BlogLayout } from './blogLayouts';
import { parseBlogListQuery, type BlogListQuery, type SearchParams } from './blogQuery';
import { PostCard } from './PostCard';

function loadQuery(params: SearchParams): BlogListQuery {
  const query = parseBlogListQuery(params);
  if (!query) notFound();
  return query;
}

/** "Blog", "Blog: Health", "Blog, page 2"... so every list page has its own title. */
function describe(name: string, { filter, page }: BlogListQuery) {
  const topic = filter.category ?? filter.tag;
  const base = topic ? `${name}: ${topic}` : name;
  return page > 1 ? `${base}, page ${page}` : base;
}

function blogListMetadata(layout: BlogLayout, params: SearchParams): Metadata {
  const query = loadQuery(params);
  const topic = query.filter.category ?? query.filter.tag;
  return {
    title: describe(BLOG_LAYOUTS[layout].name, query),
    description: topic
      ? `Stories and news about ${topic.toLowerCase()} from our teams, volunteers and the communities we serve.`
      : 'Stories from the field, volunteer news and practical ideas for helping your community.',
  };
}

/** A blog list in one of the three layouts: 4 posts a page, page links, and the sidebar unless full width. */
function BlogList({ layout, params }: { layout: BlogLayout; params: SearchParams }) {
  const query = loadQuery(params);
  const { listPath, postPath } = BLOG_LAYOUTS[layout];
  const heading = describe('Blog', query);
  return (
    <>
      <PageHeader title={heading} crumbs={query.filterQuery ? [{ href: listPath, label: 'Blog' }] : []} />
      <div className="section">
        <div className="container">
          <WithSidebar side={layout} sidebarLabel="Blog" sidebar={<BlogSidebar layout={layout} />}>
            <CardGrid
              columns={2}
              label="Posts"
              items={query.posts.map((post) => ({ key: String(post.id), node: <PostCard post={post} postPath={postPath} /> }))}
            />
            <Pagination basePath={`${listPath}${query.filterQuery}`} current={query.page} total={query.pageCount} label="Blog pages" />
          </WithSidebar>
        </div>
      </div>
    </>
  );
}

type RouteProps = { searchParams: Promise<SearchParams> };

/** The page module of one blog list route (`/blog`, `/blog-left-sidebar`, `/blog-fullwidth`). */
export function blogListRoute(layout: BlogLayout) {
  return {
    generateMetadata: async ({ searchParams }: RouteProps): Promise<Metadata> => ({
      ...blogListMetadata(layout, await searchParams),
      alternates: await blogFeedAlternates(),
    }),
    Page: async function BlogListPage({ searchParams }: RouteProps) {
      return <BlogList layout={layout} params={await searchParams} />;
    },
  };
}
