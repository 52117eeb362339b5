import { blogPostRoute } from '@/components/blog/BlogPostView';

const route = blogPostRoute('left');

export const generateMetadata = route.generateMetadata;
export default route.Page;
