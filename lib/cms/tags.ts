// Cache tags of the content service's answers. Pages rendered from an answer carry its tags, so
// revalidating a tag (the revalidation endpoint) re-renders exactly the pages that used it.
export const CMS_TAGS = {
  all: 'cms',
  settings: 'cms:settings',
  menus: 'cms:menus',
  sliders: 'cms:sliders',
  menu: (menuId: number) => `cms:menu:${menuId}`,
} as const;

export type CmsScope = 'settings' | 'menus' | 'sliders';
