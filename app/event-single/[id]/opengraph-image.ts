// An event's picture as a shared link shows it (lib/share-pictures/item-image.ts).
import { itemImage } from '@/lib/share-pictures/item-image';

const image = itemImage('event', (event) => ({ src: event.image, alt: event.title }));

export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
