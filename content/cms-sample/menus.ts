/**
 * Call 3 — `/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`
 * Raw answer of the content service for Hope Harbor Foundation, ordered by the
 * back office's `position` (ids are NOT in display order, as in a real deployment).
 */
export type RawMenuNode = {
  id: number;
  name: string;
  parent: number | null;
  children: RawMenuNode[];
};

/** Menu ids of the embedded sample, by menu name. */
export const SAMPLE_MENU_IDS = {
  Home: 1,
  About: 2,
  Service: 3,
  Profile: 4,
  Gallery: 5,
  Document: 6,
  Contact: 7,
  Mission: 8,
  Message: 9,
  Clients: 10,
  Performance: 11,
  'Annual Report': 14,
} as const;

export const menusBody: { menus: RawMenuNode[] } = {
  menus: [
    { id: 1, name: 'Home', parent: null, children: [] },
    {
      id: 2,
      name: 'About',
      parent: null,
      children: [
        { id: 8, name: 'Mission', parent: 2, children: [] },
        { id: 9, name: 'Message', parent: 2, children: [] },
        { id: 10, name: 'Clients', parent: 2, children: [] },
        { id: 11, name: 'Performance', parent: 2, children: [] },
      ],
    },
    { id: 3, name: 'Service', parent: null, children: [] },
    { id: 4, name: 'Profile', parent: null, children: [] },
    { id: 5, name: 'Gallery', parent: null, children: [] },
    { id: 6, name: 'Document', parent: null, children: [] },
    { id: 14, name: 'Annual Report', parent: null, children: [] },
    { id: 7, name: 'Contact', parent: null, children: [] },
  ],
};
