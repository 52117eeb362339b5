// The one place where the content service's HTML reaches the page, and only once lib/ has cleaned it.
import type { SafeHtml } from '@/lib/sanitize';

type Props = { html: SafeHtml; className?: string; as?: 'div' | 'section' | 'article' };

/** Renders HTML that lib/ has already sanitised; the type admits nothing else. */
export function RichText({ html, className, as: Tag = 'div' }: Props) {
  if (!html) return null;
  return (
    <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
