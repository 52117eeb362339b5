import { Fragment, type ReactNode } from 'react';
import type { Mark } from '@/lib/search/hit';
import styles from './MarkedText.module.css';

/**
 * Plain text with the words a search matched in `<mark>`: React nodes built from slices of the
 * text, so whatever the text holds (`<script>` included) shows as text and never as markup.
 * Ranges out of order or out of bounds are skipped.
 */
export function MarkedText({ text, marks }: { text: string; marks: readonly Mark[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark key={`m${start}`} className={styles.mark}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
