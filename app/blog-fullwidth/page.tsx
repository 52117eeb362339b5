import { blogListRoute } from '@/components/blog/BlogList';

const route = blogListRoute('none');

export const generateMetadata = route.generateMetadata;
export default route.Page;
