import { blogPostRoute } from '@/components/blog/BlogPostView';

const route = blogPostRoute('right');

export const generateMetadata = route.generateMetadata;
export default route.Page;
