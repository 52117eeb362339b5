// The two-column layout of the blog, cause and event pages, with the sidebar on either side or none.
import type { ReactNode } from 'react';
import styles from './WithSidebar.module.css';

export type SidebarSide = 'left' | 'right' | 'none';

type Props = {
  side: SidebarSide;
  sidebar: ReactNode;
  /** Accessible name of the sidebar landmark. */
  sidebarLabel: string;
  children: ReactNode;
};

/**
 * Main column plus a sidebar (left, right or none). On phones the sidebar always follows the
 * content, so readers reach the article first whatever the desktop layout.
 */
export function WithSidebar({ side, sidebar, sidebarLabel, children }: Props) {
  return (
    <div className={`${styles.grid} ${styles[side]}`}>
      <div className={styles.main}>{children}</div>
      {side !== 'none' && (
        <aside className={styles.aside} aria-label={sidebarLabel}>
          {sidebar}
        </aside>
      )}
    </div>
  );
}
