// A service's detail picture as a shared link shows it (lib/share-pictures/item-image.ts).
import { itemImage } from '@/lib/share-pictures/item-image';

const image = itemImage('serviceDetail', (service) => ({ src: service.images[1], alt: service.title }));

export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
