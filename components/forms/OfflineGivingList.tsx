import { mailtoHref, telHref } from '@/lib/safe-url';
import styles from './forms.module.css';

export type OfflineGiving = { address: string | null; phone: string | null; email: string | null };

/** The ways to give without online payment (from the site settings). */
export function OfflineGivingList({ offline }: { offline: OfflineGiving }) {
  const phone = offline.phone ? telHref(offline.phone) : null;
  const email = offline.email ? mailtoHref(offline.email) : null;
  if (!offline.address && !offline.phone && !offline.email) {
    return <p>Please get in touch through our contact page and we will tell you how to give.</p>;
  }
  return (
    <dl className={styles.offline}>
      {offline.address && (
        <div>
          <dt>By post or in person</dt>
          <dd className={styles.address}>{offline.address}</dd>
        </div>
      )}
      {offline.phone && (
        <div>
          <dt>By phone</dt>
          <dd>{phone ? <a href={phone}>{offline.phone}</a> : offline.phone}</dd>
        </div>
      )}
      {offline.email && (
        <div>
          <dt>By e-mail</dt>
          <dd>{email ? <a href={email}>{offline.email}</a> : offline.email}</dd>
        </div>
      )}
    </dl>
  );
}
