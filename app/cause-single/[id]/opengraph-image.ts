// A cause's picture as a shared link shows it (lib/share-pictures/item-image.ts).
import { itemImage } from '@/lib/share-pictures/item-image';

const image = itemImage('cause', (cause) => ({ src: cause.image, alt: cause.title }));

export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
