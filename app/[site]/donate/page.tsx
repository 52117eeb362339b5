// `/donate`: the general donation page, where a visitor gives by card or finds the offline ways to give
// (the office's address, phone and e-mail from the service's settings).
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { getSettings } from '@/lib/cms';
import { DonationForm } from '@/components/forms/DonationForm.client';
import { PageHeading } from '@/components/ui/PageHeading';
import { donationCurrency, stripeSettings } from '@/lib/giving/settings';
import styles from './page.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...FIXED_PAGES.donate, path: routes.donate.href({}) });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DonatePage({ searchParams }: Props) {
  const { address, phone, email } = await getSettings();
  // Stripe's cancel address: the donor left its payment page without paying.
  const cancelled = (await searchParams).cancelled === '1';
  return (
    <>
      <PageHeading title={FIXED_PAGES.donate.title} lead={FIXED_PAGES.donate.lead} />
      <section className="section" aria-label="Make a donation">
        <div className="container">
          <div className={styles.narrow}>
            {cancelled && (
              <p className={styles.note} role="status">
                Your payment was cancelled and nothing was charged. Your gift is below as you left it, whenever you are
                ready.
              </p>
            )}
            <DonationForm
              id="donate"
              offline={{ address, phone, email }}
              postTo={`${routes.donate.href({})}#donate-status`}
              online={stripeSettings() !== null}
              currency={donationCurrency()}
            />
          </div>
        </div>
      </section>
    </>
  );
}
