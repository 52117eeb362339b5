// `/cause-single/{id}`: one built-in cause (loadBuiltIn) where a visitor sees how far it has come and
// gives to it: progress, description, donation form and comments, with the office's contacts.
import type { Metadata } from 'next';
import { loadBuiltIn } from '@/lib/routes/loaders';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { getSettings } from '@/lib/cms';
import { donationFormSettings } from '@/lib/giving/settings';
import { DEMO_DONOR_COUNT } from '@/content/comments';
import { CauseProgress } from '@/components/causes/CauseProgress';
import { CauseSidebar } from '@/components/causes/CauseSidebar';
import { CommentThread } from '@/components/blog/CommentThread';
import { CommentForm } from '@/components/forms/CommentForm.client';
import { DonationForm } from '@/components/forms/DonationForm.client';
import { WithSidebar } from '@/components/sidebar/WithSidebar';
import { FramedImage } from '@/components/ui/FramedImage';
import { PageHeading } from '@/components/ui/PageHeading';
import { Tabs } from '@/components/ui/Tabs.client';
import styles from './page.module.css';

/** `refill`: the gift's choices after Stripe's Back (app/cause-single/[id]/again). */
type Props = { params: Promise<{ id: string }>; refill?: Record<string, string> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const cause = await loadBuiltIn('cause', params);
  return pageMetadata({
    title: cause.title,
    description: cause.description[0] ?? cause.title,
    path: routes.cause.href({ id: cause.id }),
    sharesOpenGraphImage: true,
  });
}

export default async function CauseSinglePage({ params, refill }: Props) {
  const cause = await loadBuiltIn('cause', params);
  const { address, phone, email } = await getSettings();

  const tabs = [
    {
      id: 'description',
      label: 'Description',
      panel: (
        <div className={styles.text}>
          {cause.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ),
    },
    {
      id: 'donations',
      label: 'Donations',
      panel: (
        <DonationForm
          id="cause-donation"
          offline={{ address, phone, email }}
          about={cause.title}
          causeId={String(cause.id)}
          postTo={`${routes.cause.href({ id: cause.id })}#cause-donation-status`}
          {...donationFormSettings()}
          refill={refill}
        />
      ),
    },
    {
      id: 'comments',
      label: 'Comments',
      panel: (
        <>
          <CommentThread headingId="cause-comments-title" title="Comments" />
          <CommentForm
            id="cause-comment"
            about={cause.title}
            postTo={`${routes.cause.href({ id: cause.id })}#cause-comment-status`}
          />
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={cause.title} crumbs={[{ href: routes.causes.href({}), label: 'Causes' }]} />
      <div className="section">
        <div className="container">
          <WithSidebar side="right" sidebarLabel="More about our causes" sidebar={<CauseSidebar causeId={cause.id} />}>
            <FramedImage src={cause.image} alt="" ratio="16/7" sizes="(min-width: 1200px) 812px, 100vw" priority />
            <div className={styles.summary}>
              <CauseProgress cause={cause} />
              <p className={styles.donors}>
                <strong>{DEMO_DONOR_COUNT}</strong> donors have given to this cause
              </p>
            </div>
            <Tabs label="About this cause" tabs={tabs} defaultId="description" />
          </WithSidebar>
        </div>
      </div>
    </>
  );
}
