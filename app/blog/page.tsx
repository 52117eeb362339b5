import { blogListRoute } from '@/components/blog/BlogList';

const route = blogListRoute('right');

export const generateMetadata = route.generateMetadata;
export default route.Page;
