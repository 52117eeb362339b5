// Where a form announces its outcome (sent, refused, thanks), so that screen-reader users hear it too.
import { Children, type ReactNode } from 'react';
import styles from './Field.module.css';

export type StatusTone = 'error' | 'success' | 'info';

const TONE_CLASS: Record<StatusTone, string | undefined> = {
  error: styles.statusError,
  success: styles.statusSuccess,
  info: styles.statusInfo,
};

/**
 * The form's live region. It is always in the page (empty when there is nothing to say) so screen readers
 * announce each new status as it appears.
 */
export function FormStatus({ id, tone = 'info', children }: { id?: string; tone?: StatusTone; children?: ReactNode }) {
  // toArray drops false, null and undefined: `{invalid && …}{done && …}` with neither true counts as empty.
  const has = Children.toArray(children).some((child) => child !== '');
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={has ? `${styles.status} ${TONE_CLASS[tone]}` : undefined}
    >
      {children}
    </div>
  );
}
