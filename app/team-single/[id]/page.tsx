// `/team-single/{id}`: one built-in team member (loadBuiltIn): portrait, position, skills and the ways
// to get in touch, with a quick contact form.
import type { Metadata } from 'next';
import { loadBuiltIn } from '@/lib/routes/loaders';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { teamMemberProfile as profile, teamMembers } from '@/content/team';
import { QuickContactForm } from '@/components/forms/QuickContactForm.client';
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks';
import { ProgressCircle } from '@/components/team/ProgressCircle';
import { FramedImage } from '@/components/ui/FramedImage';
import { PageHeading } from '@/components/ui/PageHeading';
import { AdjacentNav } from '@/components/ui/AdjacentNav';
import styles from './page.module.css';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const member = await loadBuiltIn('teamMember', params);
  return pageMetadata({
    title: member.name,
    description: `${member.name}, ${member.title}: experience, education, languages and how to get in touch.`,
    path: routes.teamMember.href({ id: member.id }),
    sharesOpenGraphImage: true,
  });
}

export default async function TeamMemberPage({ params }: Props) {
  const member = await loadBuiltIn('teamMember', params);
  const contacts = [
    { label: 'Address', value: profile.address },
    { label: 'Phone', value: <PhoneLink phone={profile.phone} /> },
    { label: 'E-mail', value: <EmailLink email={profile.email} /> },
    { label: 'Fax', value: profile.fax },
  ];
  return (
    <>
      <PageHeading title={member.name} />
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <FramedImage
            src={member.image}
            alt={`Portrait of ${member.name}`}
            ratio="1/1"
            sizes="(min-width: 991px) 400px, 100vw"
            priority
          />
          <div>
            <h2 className={styles.position}>
              <span className="visually-hidden">Position: </span>
              {member.title}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>Experience</dt>
                <dd>{profile.experienceYears} years</dd>
              </div>
              {contacts.map((contact) => (
                <div key={contact.label}>
                  <dt>{contact.label}</dt>
                  <dd>{contact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <div className="container">
          <section aria-labelledby="achievements-title" className={styles.block}>
            <h2 id="achievements-title">Achievements</h2>
            <ul className={styles.circles}>
              {profile.achievements.map((item) => (
                <li key={item.label}>
                  <ProgressCircle label={item.label} value={item.value} percent={item.percent} />
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.columns}>
            <section aria-labelledby="education-title">
              <h2 id="education-title">Education</h2>
              <p>{profile.education}</p>
            </section>
            <section aria-labelledby="language-title">
              <h2 id="language-title">Language</h2>
              <p>{profile.language}</p>
            </section>
          </div>
          <section aria-labelledby="member-contact-title" className={styles.block}>
            <h2 id="member-contact-title">Contact {member.name}</h2>
            <QuickContactForm
              id="member-contact"
              title={`Contact ${member.name}`}
              postTo={`${routes.teamMember.href({ id: member.id })}#member-contact-status`}
            />
          </section>
          <AdjacentNav
            label="More of our team"
            noun="member"
            items={teamMembers}
            current={member.id}
            href={(id) => routes.teamMember.href({ id })}
            name={(item) => item.name}
          />
        </div>
      </div>
    </>
  );
}
