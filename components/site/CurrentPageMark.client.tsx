'use client';

// Tells assistive technology (and the eye) which entry of the main menu is the page being read.
// The menu is drawn by the layout, which every cached page shares and which never learns the address,
// so the mark is set here, in the one client piece that already follows the address on every page:
// giving the menu's own code the address split Turbopack's shared chunks, adding script to every page.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * The main menu's links to the current address (or naming it as their page's other one) carry `aria-current="page"`;
 * when such a link is in a submenu, its
 * parent entry carries `aria-current="true"` (the section being read: the submenu is closed most of the time);
 * all others carry none.
 */
export function markCurrentPage(path: string, root: ParentNode = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a[href]')];
  for (const link of links) {
    // `data-also`: the entry's page's other address (`/contact`, `/home`), set by the server.
    if (link.pathname === path || link.dataset.also === path) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const child of root.querySelectorAll('nav[aria-label="Main"] [data-level="child"][aria-current="page"]')) {
    const parent = child.closest('li[data-item-id]')?.querySelector('a');
    if (parent && !parent.hasAttribute('aria-current')) parent.setAttribute('aria-current', 'true');
  }
}

/** Marks the menu on the first load and after every followed link (the layout and its menu stay). */
export function CurrentPageMark() {
  const pathname = usePathname();
  // The browser's address, not the router's: the proxy serves each page from a rewritten path.
  useEffect(() => markCurrentPage(window.location.pathname), [pathname]);
  return null;
}
