'use client';

// The site's main menu, built from the content service's menus, usable on phones, with a mouse and from
// the keyboard.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { MenuItem } from '@/lib/cms/types';
import { HeaderMenuItem } from './HeaderMenuItem';
import { useHeaderPanel } from './use-header-panel';
import styles from './HeaderNav.module.css';

/**
 * The menu tree, two levels. On phones a toggle opens a panel where one submenu is open at a
 * time and clicking the open one closes it; the page under the panel does not scroll, and the panel
 * closes when the focus leaves the menu (it would go to links the panel covers). On wide screens
 * submenus open on hover or with their toggle. Escape, wherever the focus is, closes what is open
 * (a submenu shown by hover too) and puts the focus back on the toggle that opened it.
 */
export function HeaderNav({ items }: { items: MenuItem[] }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<number | null>(null);
  // The item whose submenu Escape hid while the pointer rests on it (hover would show it again).
  const [hoverDismissed, setHoverDismissed] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeAll = () => {
    setPanelOpen(false);
    setOpenSubmenu(null);
  };
  // The back button or a chosen search result closes the panel (and lets the page scroll again); so does the search
  // opening.
  const { onBlur } = useHeaderPanel('menu', panelOpen || openSubmenu !== null, closeAll);

  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hovered = navRef.current?.querySelector<HTMLElement>(':scope > ul > li:hover');
      if (hovered?.dataset.itemId) setHoverDismissed(Number(hovered.dataset.itemId));
      if (!panelOpen && openSubmenu === null) return;
      // Without the panel (wide screens) the focus goes back to the open submenu's own toggle.
      const opener = panelOpen
        ? toggleRef.current
        : navRef.current?.querySelector<HTMLElement>(`[aria-controls="submenu-${openSubmenu}"]`);
      closeAll();
      opener?.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [panelOpen, openSubmenu]);

  // Any followed link closes the panel (the route changes underneath it).
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) closeAll();
  };

  if (items.length === 0) return <div className={styles.spacer} />;

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main" onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={panelOpen}
        aria-controls="main-menu"
        onClick={() => setPanelOpen((open) => !open)}
      >
        <span className={styles.burger} aria-hidden="true" />
        <span className="visually-hidden">{panelOpen ? 'Close menu' : 'Open menu'}</span>
      </button>
      <ul id="main-menu" className={styles.menu} data-open={panelOpen} onClick={onNavClick}>
        {items.map((item) => (
          <HeaderMenuItem
            key={item.id}
            item={item}
            expanded={openSubmenu === item.id}
            onToggle={() => setOpenSubmenu((open) => (open === item.id ? null : item.id))}
            hoverDismissed={hoverDismissed === item.id}
            onPointerGone={() => setHoverDismissed((id) => (id === item.id ? null : id))}
          />
        ))}
      </ul>
    </nav>
  );
}
