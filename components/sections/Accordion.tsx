// Folds long content into panels a visitor opens one at a time. Native <details> sharing one name:
// the browser closes the open one when another opens, keyboard and screen readers know them as
// disclosure buttons, and it all works before (and without) any script, so this ships none.
import type { ReactNode } from 'react';
import styles from './Accordion.module.css';

export type AccordionItem = { key: string; title: string; body: ReactNode };

/** `name` groups the panels of one accordion (unique on the page); the first panel starts open. */
type Props = { name: string; items: AccordionItem[]; headingLevel?: 'h3' | 'h4' };

export function Accordion({ name, items, headingLevel: Heading = 'h3' }: Props) {
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={item.key} name={name} open={index === 0} className={styles.item}>
          <summary className={styles.summary}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <span className={styles.icon} aria-hidden="true" />
          </summary>
          <div className={styles.panel}>{item.body}</div>
        </details>
      ))}
    </div>
  );
}
