// A blog post's picture as a shared link shows it (lib/share-pictures/item-image.ts).
import { itemImage } from '@/lib/share-pictures/item-image';

const image = itemImage('blogPost', (post) => ({ src: post.detailImage, alt: post.title }));

export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
