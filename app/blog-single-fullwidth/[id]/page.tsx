// `/blog-single-fullwidth/{id}`: one built-in blog post (loadBuiltIn) across the full width, no sidebar.
import { loadBuiltIn } from '@/lib/routes/loaders';
import { BlogPostView, blogPostMetadata } from '@/components/blog/BlogPostView';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props) {
  return blogPostMetadata(await loadBuiltIn('blogPostFullWidth', params));
}

export default async function BlogPostFullWidthPage({ params }: Props) {
  return <BlogPostView post={await loadBuiltIn('blogPostFullWidth', params)} layout="none" />;
}
