// Cache tags of the content service's answers. Pages rendered from an answer carry its tags, so
// revalidating a tag (the revalidation endpoint) re-renders exactly the pages that used it.
export const CMS_TAGS = {
  all: 'cms',
  settings: 'cms:settings',
  menus: 'cms:menus',
  sliders: 'cms:sliders',
  menu: (menuId: number) => `cms:menu:${menuId}`,
} as const;

/** The kinds of answer the back office may refresh as a whole (`{"scope": …}` on the webhook). */
export const CMS_SCOPES = ['settings', 'menus', 'sliders'] as const;

/**
 * The tag a page carries beside each answer tag. Revalidation expires the page tags (the next
 * request re-renders the page) but only marks the answer tags stale, so that render asks the
 * service again and, should the service fail, still has the last good answer to draw.
 */
export const pageTagOf = (tag: string): string => `page:${tag}`;
