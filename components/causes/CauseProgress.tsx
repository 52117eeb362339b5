// Shows a donor how far a cause has come and what is still needed, readable by screen readers too.
import { formatUsd } from '@/content/format';
import type { Cause } from '@/content/causes';
import styles from './CauseProgress.module.css';

/** The cause's funding bar (a real progressbar with its percent) and Goal / Raised in dollars. */
export function CauseProgress({ cause }: { cause: Cause }) {
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={`Funding for ${cause.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={cause.progress}
        aria-valuetext={`${cause.progress}% funded`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${cause.progress}%` }} />
      </div>
      <p className={styles.percent}>{cause.progress}%</p>
      <dl className={styles.figures}>
        <div>
          <dt>Goal</dt>
          <dd>{formatUsd(cause.goal)}</dd>
        </div>
        <div>
          <dt>Raised</dt>
          <dd>{formatUsd(cause.raised)}</dd>
        </div>
      </dl>
    </div>
  );
}
