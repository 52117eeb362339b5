// Every blog list page of the three layouts (`/blog`, `/blog-left-sidebar`, `/blog-fullwidth`) is drawn
// here: loadBlogList reads back the layout, filter and page the proxy folded into `[query]`.
import { loadBlogList } from '@/lib/routes/loaders';
import { BlogList, blogListMetadata } from '@/components/blog/BlogList';

type Props = { params: Promise<{ query: string }> };

/**
 * The three blog lists (`/blog`, `/blog-left-sidebar`, `/blog-fullwidth`, each with `?category=`,
 * `?tag=`, `?page=`): the proxy turns the query into this one segment so every list page is cached.
 */
export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props) {
  return blogListMetadata(await loadBlogList(params));
}

export default async function BlogListPage({ params }: Props) {
  return <BlogList listing={await loadBlogList(params)} />;
}
