// `/volunteer`: where someone offers their time: the volunteer application form.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { VolunteerForm } from '@/components/forms/VolunteerForm.client';
import { PageHeading } from '@/components/ui/PageHeading';
import styles from './page.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...FIXED_PAGES.volunteer, path: routes.volunteer.href({}) });
}

export default function VolunteerPage() {
  return (
    <>
      <PageHeading title={FIXED_PAGES.volunteer.title} lead={FIXED_PAGES.volunteer.lead} />
      <section className="section" aria-label="Volunteer application">
        <div className="container">
          <div className={styles.narrow}>
            <VolunteerForm />
          </div>
        </div>
      </section>
    </>
  );
}
