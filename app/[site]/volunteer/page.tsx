// `/volunteer`: where someone offers their time: the volunteer application form.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { VolunteerFormOnDemand } from '@/components/forms/VolunteerFormOnDemand.client';
import { PageHeading } from '@/components/ui/PageHeading';
import styles from './page.module.css';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Become a Volunteer', description: 'Give your time and skills: tell us about yourself, attach your CV and we will find the right role for you.', path: routes.volunteer.href({}) });
}

export default function VolunteerPage() {
  return (
    <>
      <PageHeading
        title="Become a Volunteer"
        lead="Tell us a little about yourself and the kind of help you would like to give. We reply to every application."
      />
      <section className="section" aria-label="Volunteer application">
        <div className="container">
          <div className={styles.narrow}>
            <VolunteerFormOnDemand />
          </div>
        </div>
      </section>
    </>
  );
}
