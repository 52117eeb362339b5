'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export type AccordionItem = { key: string; title: string; body: ReactNode };

type Props = { items: AccordionItem[]; headingLevel?: 'h3' | 'h4' };

/**
 * One panel open at a time (the first to begin with); opening another closes it, and the open
 * one closes when its button is pressed again. Each header is a button with aria-expanded.
 */
export function Accordion({ items, headingLevel: Heading = 'h3' }: Props) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(items[0]?.key ?? null);
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === item.key;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.key)}
              >
                {item.title}
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className={styles.panel}>
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
