// What a form says when its checks could not be loaded (see use-form-checks.ts), instead of a button
// that does nothing.
import { FORM_CHECKS_UNAVAILABLE } from '@/lib/forms/form-status';
import styles from './Field.module.css';

/** An alert, announced as it appears; nothing while the form's checks are fine. */
export function ChecksUnavailable({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p role="alert" className={`${styles.status} ${styles.statusError}`}>
      {FORM_CHECKS_UNAVAILABLE}
    </p>
  );
}
