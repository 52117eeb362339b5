import { loadBuiltIn } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { BlogPostView, blogPostMetadata } from '@/components/blog/BlogPostView';

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return blogPostMetadata(await loadBuiltIn('blogPost', params));
}

export default async function BlogPostPage({ params }: Props) {
  return <BlogPostView post={await loadBuiltIn('blogPost', params)} layout="right" />;
}
