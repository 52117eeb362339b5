// The layout a visitor meets in every form field (label, control, hint, message), written once for the
// text fields, selects and text areas.
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import type { FieldIds } from './field-ids';
import styles from './Field.module.css';

export type FieldLabelProps = {
  label: string;
  /** Shown under the label, e.g. the expected format. */
  hint?: string;
  /** Adds "(optional)" to the label; fields are required unless they say so. */
  optional?: boolean;
  error?: string;
  className?: string;
};

/** Label above, control, then hint and message: the layout shared by text fields, selects and text areas. */
export function FieldShell({
  ids,
  label,
  hint,
  optional,
  error,
  className,
  children,
}: FieldLabelProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={ids.input} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
