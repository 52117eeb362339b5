// A team member's photo as a shared link shows it (lib/share-pictures/item-image.ts).
import { itemImage } from '@/lib/share-pictures/item-image';

const image = itemImage('teamMember', (member) => ({ src: member.image, alt: member.name }));

export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
