// The five calls of the contract, as paths appended to the service's base URL; the embedded sample
// answers the same paths (content/cms-sample).
const CONTENTS_PREFIX = '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/';
const IMAGES_PREFIX = '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/';

export const CMS_PATHS = {
  sliders: '/homepage_slider/api/v1/homepage_slider/all/',
  settings: '/general_setting/api/v1/general_setting/all/',
  menus: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
  contentsPrefix: CONTENTS_PREFIX,
  contents: (menuId: number) => `${CONTENTS_PREFIX}${menuId}`,
  imagesPrefix: IMAGES_PREFIX,
  images: (menuId: number) => `${IMAGES_PREFIX}${menuId}`,
} as const;
