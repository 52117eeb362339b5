// One entry of the site's main menu, with its submenu when it has one.
import Link from 'next/link';
import type { MenuItem } from '@/lib/cms/types';
import styles from './HeaderMenuItem.module.css';

type Props = {
  item: MenuItem;
  /** Whether this item's submenu was opened with its toggle (on wide screens hover shows it too). */
  expanded: boolean;
  onToggle: () => void;
  /** Escape hid the submenu that hover showed; it stays hidden until the pointer leaves the item. */
  hoverDismissed: boolean;
  onPointerGone: () => void;
};

/** One entry of the main menu: its link and, when it has children, a toggle and the submenu. */
export function HeaderMenuItem({ item, expanded, onToggle, hoverDismissed, onPointerGone }: Props) {
  const submenuId = `submenu-${item.id}`;
  return (
    <li
      className={styles.item}
      data-item-id={item.id}
      data-hover-dismissed={hoverDismissed || undefined}
      onPointerLeave={onPointerGone}
    >
      <Link href={item.href} className={styles.link} data-also={item.alsoAt}>
        {item.name}
      </Link>
      {item.children.length > 0 && (
        <>
          <button
            type="button"
            className={styles.subToggle}
            aria-expanded={expanded}
            aria-controls={submenuId}
            onClick={onToggle}
          >
            <span className="visually-hidden">{`${item.name} submenu`}</span>
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          <ul id={submenuId} className={styles.submenu} data-open={expanded}>
            {item.children.map((child) => (
              <li key={child.id}>
                <Link href={child.href} className={styles.link} data-level="child" data-also={child.alsoAt}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
