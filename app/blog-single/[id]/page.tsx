// `/blog-single/{id}`: one built-in blog post (loadBuiltIn) in the default layout, sidebar on the right.
import { loadBuiltIn } from '@/lib/routes/loaders';
import { BlogPostView, blogPostMetadata } from '@/components/blog/BlogPostView';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props) {
  return blogPostMetadata(await loadBuiltIn('blogPost', params));
}

export default async function BlogPostPage({ params }: Props) {
  return <BlogPostView post={await loadBuiltIn('blogPost', params)} layout="right" />;
}
