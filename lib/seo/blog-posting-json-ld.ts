// A blog post as schema.org `BlogPosting`: headline, date, author and picture for search results.
import type { BlogPosting, WithContext } from 'schema-dts';
import type { SiteSettings } from '@/lib/cms/types';
import type { BlogPost } from '@/content/blog';
import { absoluteUrl } from './absolute-url';
import { ngoReference } from './organization-json-ld';
import { routes } from '@/lib/routes/table';
import { publishedAt } from '@/content/post-dates';

/** The post as published at its canonical address, by its author, for the organisation. */
export function blogPostingJsonLd(post: BlogPost, settings: Pick<SiteSettings, 'siteName'>, origin: string): WithContext<BlogPosting> {
  const url = absoluteUrl(routes.blogPost.href({ id: post.id }), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    // Built-in posts are never edited after they appear: modified when published.
    datePublished: publishedAt(post).toISOString(),
    dateModified: publishedAt(post).toISOString(),
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorTitle },
    image: [absoluteUrl(post.detailImage, origin), absoluteUrl(post.image, origin)],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    publisher: ngoReference(settings, origin),
  };
}
