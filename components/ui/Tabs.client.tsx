'use client';

// Lets a visitor switch between parts of a page (a cause's description, donations, comments) without
// leaving it, from the mouse or the keyboard.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export type TabItem = { id: string; label: string; panel: ReactNode };

type Props = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Tab shown first; the first tab when omitted. */
  defaultId?: string;
};

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys move between tabs,
 * Home/End jump to the ends, only the selected tab is in the Tab order. Panels are rendered on
 * the server and passed in; hidden panels stay mounted so a half-filled form keeps its values.
 */
export function Tabs({ label, tabs, defaultId }: Props) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultId ?? tabs[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelsRef = useRef<HTMLDivElement>(null);

  // An address naming something inside a panel (`#cause-donation`, Stripe's Back to a cause's gift) opens that panel.
  useLayoutEffect(() => {
    const target = window.location.hash.length > 1 ? document.getElementById(window.location.hash.slice(1)) : null;
    const panel = target?.closest('[role="tabpanel"]');
    const index = panel ? [...(panelsRef.current?.children ?? [])].indexOf(panel) - 1 : -1;
    const tab = tabs[index];
    if (tab) setSelected(tab.id);
    // Once, as the page opens: the tabs are the page's own and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  // Element ids by position: a tab's id may be free text an editor typed (spaces and all).
  const position = (id: string) => tabs.findIndex((tab) => tab.id === id);
  const tabId = (id: string) => `${baseId}-tab-${position(id)}`;
  const panelId = (id: string) => `${baseId}-panel-${position(id)}`;

  return (
    <div className={styles.tabs} ref={panelsRef}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
          data-label={tab.label}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
