// The two-column layout of the blog, cause and event pages, with the sidebar on either side or none.
import type { ReactNode } from 'react';
import styles from './WithSidebar.module.css';

export type SidebarSide = 'left' | 'right' | 'none';

type Props = {
  side: SidebarSide;
  sidebar: ReactNode;
  /** Accessible name of the sidebar landmark. */
  sidebarLabel: string;
  /**
   * Without a sidebar, how wide the main column is: `reading` (an article: 880 px, centred, so its lines stay
   * readable) or `full` (a grid of cards, which fills the container as the sidebar layouts do).
   */
  mainWidth?: 'reading' | 'full';
  children: ReactNode;
};

/**
 * Main column plus a sidebar (left, right or none). On phones the sidebar always follows the
 * content, so readers reach the article first whatever the desktop layout.
 */
export function WithSidebar({ side, sidebar, sidebarLabel, mainWidth = 'reading', children }: Props) {
  const readingWidth = side === 'none' && mainWidth === 'reading';
  return (
    <div className={`${styles.grid} ${styles[side]}${readingWidth ? ` ${styles.readingWidth}` : ''}`}>
      <div className={styles.main}>{children}</div>
      {side !== 'none' && (
        <aside className={styles.aside} aria-label={sidebarLabel}>
          {sidebar}
        </aside>
      )}
    </div>
  );
}
