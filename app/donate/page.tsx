// `/donate`: the general donation page, where a visitor gives by card or finds the offline ways to give
// (the office's address, phone and e-mail from the service's settings).
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { getSettings } from '@/lib/cms';
import { DonationForm } from '@/components/forms/DonationForm.client';
import { PageHeading } from '@/components/ui/PageHeading';
import { donationFormSettings } from '@/lib/giving/settings';
import styles from './page.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...FIXED_PAGES.donate, path: routes.donate.href({}) });
}

/** `refill`: the gift's choices after Stripe's Back (app/donate/again). */
export default async function DonatePage({ refill }: { refill?: Record<string, string> }) {
  const { address, phone, email } = await getSettings();
  return (
    <>
      <PageHeading title={FIXED_PAGES.donate.title} lead={FIXED_PAGES.donate.lead} />
      <section className="section" aria-label="Make a donation">
        <div className="container">
          <div className={styles.narrow}>
            <DonationForm
              id="donate"
              offline={{ address, phone, email }}
              postTo={`${routes.donate.href({})}#donate-status`}
              {...donationFormSettings()}
              refill={refill}
            />
          </div>
        </div>
      </section>
    </>
  );
}
