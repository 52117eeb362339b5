// Cache tags of the content service's answers. Pages rendered from an answer carry its tags, so
// revalidating a tag (the revalidation endpoint) re-renders exactly the pages that used it.
export const CMS_TAGS = {
  all: 'cms',
  settings: 'cms:settings',
  menus: 'cms:menus',
  sliders: 'cms:sliders',
  menu: (menuId: number) => `cms:menu:${menuId}`,
} as const;

/** Whether `tag` names one menu (`CMS_TAGS.menu`). */
export const isMenuTag = (tag: string): boolean => /^cms:menu:\d+$/.test(tag);

/** The kinds of answer the back office may refresh as a whole (`{"scope": …}` on the webhook). */
export const CMS_SCOPES = ['settings', 'menus', 'sliders'] as const;
