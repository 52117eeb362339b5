// A project's picture as a shared link shows it (lib/share-pictures/item-image.ts).
import { itemImage } from '@/lib/share-pictures/item-image';

const image = itemImage('project', (project) => ({ src: project.image, alt: project.title }));

export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
