'use client';

// The site's main menu, built from the content service's menus, usable on phones, with a mouse and from
// the keyboard.
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuItem } from '@/lib/cms/types';
import { HeaderMenuItem } from './HeaderMenuItem';
import styles from './HeaderNav.module.css';

/**
 * The menu tree, two levels. On phones a toggle opens a panel where one submenu is open at a
 * time and clicking the open one closes it; on wide screens submenus open on hover or focus.
 * Escape closes what is open and puts the focus back on the toggle that opened it.
 */
export function HeaderNav({ items }: { items: MenuItem[] }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeAll = () => {
    setPanelOpen(false);
    setOpenSubmenu(null);
  };
  // Any followed link closes the panel (the route changes underneath it).
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) closeAll();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || (!panelOpen && openSubmenu === null)) return;
    // Without the panel (wide screens) the focus goes back to the open submenu's own toggle.
    const opener = panelOpen ? toggleRef.current : navRef.current?.querySelector<HTMLElement>(`[aria-controls="submenu-${openSubmenu}"]`);
    closeAll();
    opener?.focus();
  };

  if (items.length === 0) return <div className={styles.spacer} />;

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main" onKeyDown={onKeyDown}>
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
          />
        ))}
      </ul>
    </nav>
  );
}
