import { blogListRoute } from '@/components/blog/BlogList';

const route = blogListRoute('left');

export const generateMetadata = route.generateMetadata;
export default route.Page;
