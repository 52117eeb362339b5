// A blog post as schema.org `BlogPosting`: headline, date, author and picture for search results, and
// on a video post the video, so it can be found as one.
import type { BlogPosting, VideoObject, WithContext } from 'schema-dts';
import type { SiteSettings } from '@/lib/cms/types';
import type { BlogPost } from '@/content/blog';
import { absoluteUrl } from './absolute-url';
import { ngoReference } from './organization-json-ld';
import { routes } from '@/lib/routes/table';
import { publishedAt } from '@/content/post-dates';

/** The post as published at its canonical address, by its author, for the organisation. */
export function blogPostingJsonLd(
  post: BlogPost,
  settings: Pick<SiteSettings, 'siteName'>,
  origin: string,
): WithContext<BlogPosting> {
  const url = absoluteUrl(routes.blogPost.href({ id: post.id }), origin);
  const published = publishedAt(post).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    // Built-in posts are never edited after they appear: modified when published.
    datePublished: published,
    dateModified: published,
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorTitle },
    image: [absoluteUrl(post.detailImage, origin), absoluteUrl(post.image, origin)],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    publisher: ngoReference(settings, origin),
    ...(post.format === 'video' && post.videoUrl ? { video: videoObject(post, post.videoUrl, published, origin) } : {}),
  };
}

/**
 * The post's video as a search engine lists one: its name, the picture its play button sits on, the day it
 * was published and the player the page opens. Its length is not in the content, so it is left out.
 */
function videoObject(post: BlogPost, embedUrl: string, uploadDate: string, origin: string): VideoObject {
  return {
    '@type': 'VideoObject',
    name: post.title,
    description: post.description,
    thumbnailUrl: absoluteUrl(post.detailImage, origin),
    uploadDate,
    embedUrl,
  };
}
