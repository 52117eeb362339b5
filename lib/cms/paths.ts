/** The five calls of the contract, as paths appended to the service's base URL. */
export const CMS_PATHS = {
  sliders: '/homepage_slider/api/v1/homepage_slider/all/',
  settings: '/general_setting/api/v1/general_setting/all/',
  menus: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
  contents: (menuId: number) => `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${menuId}`,
  images: (menuId: number) => `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${menuId}`,
} as const;
