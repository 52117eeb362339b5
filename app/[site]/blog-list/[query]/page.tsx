import { loadBlogList } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { BlogList, blogListMetadata } from '@/components/blog/BlogList';

type Props = { params: Promise<{ query: string }> };

/**
 * The three blog lists (`/blog`, `/blog-left-sidebar`, `/blog-fullwidth`, each with `?category=`,
 * `?tag=`, `?page=`): the proxy turns the query into this one segment so every list page is cached.
 */
export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return blogListMetadata(await loadBlogList(params));
}

export default async function BlogListPage({ params }: Props) {
  return <BlogList listing={await loadBlogList(params)} />;
}
