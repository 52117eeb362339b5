// What a form says when its checks could not be loaded (see use-form-checks.ts), instead of a button
// that does nothing.
import { FORM_CHECKS_UNAVAILABLE } from '@/lib/forms/form-status';
import styles from './Field.module.css';

/**
 * An alert, announced as it appears; nothing while the form's checks are fine. `failedPresses` keys it,
 * so a press that fails again puts a new alert in the page and it is announced again.
 */
export function ChecksUnavailable({ failedPresses }: { failedPresses: number }) {
  if (failedPresses === 0) return null;
  return (
    <p key={failedPresses} role="alert" className={`${styles.status} ${styles.statusError}`}>
      {FORM_CHECKS_UNAVAILABLE}
    </p>
  );
}
