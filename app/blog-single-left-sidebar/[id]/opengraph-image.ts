// A blog post's picture as a shared link shows it, in this layout too (the post is the same).
export { default, generateImageMetadata } from '../../blog-single/[id]/opengraph-image';
