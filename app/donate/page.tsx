import type { Metadata } from 'next';
import { getSettings } from '@/lib/cms';
import { DonationForm } from '@/components/forms/DonationForm';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './page.module.css';

export const metadata: Metadata = {
  title: 'Donate',
  description: 'Give to our work by card or offline. Every gift goes to clean water, education, health and shelter.',
};

export default async function DonatePage() {
  const { address, phone, email } = await getSettings();
  return (
    <>
      <PageHeader title="Donate" lead="Your gift turns plans into wells, classrooms and clinics. Thank you for giving." />
      <section className="section" aria-label="Make a donation">
        <div className="container">
          <div className={styles.narrow}>
            <DonationForm id="donate" offline={{ address, phone, email }} />
          </div>
        </div>
      </section>
    </>
  );
}
