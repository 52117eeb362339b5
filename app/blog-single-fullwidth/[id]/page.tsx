import { blogPostRoute } from '@/components/blog/BlogPostView';

const route = blogPostRoute('none');

export const generateMetadata = route.generateMetadata;
export default route.Page;
