// How every field of the site's forms says what is wrong, so a message looks the same wherever it is.
import styles from './Field.module.css';

/** A field's message: red text with an icon, under the field. Renders nothing when there is no message. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}
