'use client';

import Link from 'next/link';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuItem } from '@/lib/cms/types';
import styles from './HeaderNav.module.css';

/**
 * The menu tree, two levels. On phones a toggle opens a panel where one submenu is open at a
 * time and clicking the open one closes it; on wide screens submenus open on hover or focus.
 */
export function HeaderNav({ items }: { items: MenuItem[] }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<number | null>(null);

  const closeAll = () => {
    setPanelOpen(false);
    setOpenSubmenu(null);
  };
  // Any followed link closes the panel (the route changes underneath it).
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) closeAll();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') closeAll();
  };

  if (items.length === 0) return <div className={styles.spacer} />;

  return (
    <nav className={styles.nav} aria-label="Main" onKeyDown={onKeyDown}>
      <button
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
        {items.map((item) => {
          const submenuId = `submenu-${item.id}`;
          const expanded = openSubmenu === item.id;
          return (
            <li key={item.id} className={styles.item} data-has-children={item.children.length > 0}>
              <Link href={item.href} className={styles.link}>
                {item.name}
              </Link>
              {item.children.length > 0 && (
                <>
                  <button
                    type="button"
                    className={styles.subToggle}
                    aria-expanded={expanded}
                    aria-controls={submenuId}
                    onClick={() => setOpenSubmenu(expanded ? null : item.id)}
                  >
                    <span className="visually-hidden">{`${item.name} submenu`}</span>
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                  <ul id={submenuId} className={styles.submenu} data-open={expanded}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link href={child.href} className={styles.sublink}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
