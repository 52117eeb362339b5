// The team member page's skill rings: a figure a visitor reads, with the ring as decoration.
import styles from './ProgressCircle.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type Props = { label: string; value: string; percent: number };

/** A ring filled to `percent` with the figure as text inside (the ring itself is decoration). */
export function ProgressCircle({ label, value, percent }: Props) {
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * CIRCUMFERENCE;
  return (
    <figure className={styles.circle}>
      <div className={styles.ring}>
        <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <circle cx="60" cy="60" r={RADIUS} className={styles.track} />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            className={styles.fill}
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            transform="rotate(-90 60 60)"
          />
        </svg>
        <span className={styles.value}>{value}</span>
      </div>
      <figcaption className={styles.label}>{label}</figcaption>
    </figure>
  );
}
