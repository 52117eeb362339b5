// `/blog-single-left-sidebar/{id}`: one built-in blog post (loadBuiltIn) with the sidebar on the left.
import { loadBuiltIn } from '@/lib/routes/loaders';
import { BlogPostView, blogPostMetadata } from '@/components/blog/BlogPostView';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props) {
  return blogPostMetadata(await loadBuiltIn('blogPostLeftSidebar', params));
}

export default async function BlogPostLeftSidebarPage({ params }: Props) {
  return <BlogPostView post={await loadBuiltIn('blogPostLeftSidebar', params)} layout="left" />;
}
