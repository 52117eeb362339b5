// Tells a donor how to give without paying online, from the office details in the site settings.
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks';
import styles from './forms.module.css';

export type OfflineGiving = { address: string | null; phone: string | null; email: string | null };

/** The ways to give without online payment (from the site settings). */
export function OfflineGivingList({ offline }: { offline: OfflineGiving }) {
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
          <dd>
            <PhoneLink phone={offline.phone} />
          </dd>
        </div>
      )}
      {offline.email && (
        <div>
          <dt>By e-mail</dt>
          <dd>
            <EmailLink email={offline.email} />
          </dd>
        </div>
      )}
    </dl>
  );
}
