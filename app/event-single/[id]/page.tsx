// `/event-single/{id}`: one built-in event (loadBuiltIn) with its time, place, map, schedule and an
// "Add to calendar" link, plus its structured data for search engines.
import type { Metadata } from 'next';
import { loadBuiltIn } from '@/lib/routes/loaders';
import { eventsCalendarAlternates } from '@/lib/feeds/feed-links';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { AddToCalendarLink } from '@/components/events/AddToCalendarLink';
import { EventMap } from '@/components/events/EventMap';
import { EventMeta } from '@/components/events/EventMeta';
import { EventSchedule } from '@/components/events/EventSchedule';
import { EventSidebar } from '@/components/events/EventSidebar';
import { QuickContactForm } from '@/components/forms/QuickContactForm.client';
import { SiteJsonLd } from '@/components/seo/SiteJsonLd';
import { WithSidebar } from '@/components/sidebar/WithSidebar';
import { FramedImage } from '@/components/ui/FramedImage';
import { PageHeading } from '@/components/ui/PageHeading';
import { Tabs } from '@/components/ui/Tabs.client';
import { eventJsonLd } from '@/lib/seo/event-json-ld';
import { events } from '@/content/events';
import { AdjacentNav } from '@/components/ui/AdjacentNav';
import styles from './page.module.css';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadBuiltIn('event', params);
  const feeds = await eventsCalendarAlternates();
  return pageMetadata({
    title: event.title,
    description: event.text,
    path: routes.event.href({ id: event.id }),
    sharesOpenGraphImage: true,
    feeds,
  });
}

export default async function EventSinglePage({ params }: Props) {
  const event = await loadBuiltIn('event', params);
  const tabs = [
    { id: 'schedule', label: 'Event Schedule', panel: <EventSchedule event={event} /> },
    { id: 'map', label: 'Map Location', panel: <EventMap event={event} /> },
    {
      id: 'contact',
      label: 'Contact Us',
      panel: (
        <QuickContactForm
          id="event-contact"
          title={`Ask about ${event.title}`}
          postTo={`${routes.event.href({ id: event.id })}#event-contact-status`}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeading title={event.title} crumbs={[{ href: routes.events.href({}), label: 'Events' }]} />
      <div className="section">
        <div className="container">
          <WithSidebar side="right" sidebarLabel="More from us" sidebar={<EventSidebar />}>
            <FramedImage src={event.image} alt="" ratio="16/7" sizes="(min-width: 1200px) 812px, 100vw" priority />
            <div className={styles.intro}>
              <EventMeta event={event} />
              <AddToCalendarLink event={event} />
              <p className={styles.text}>{event.text}</p>
            </div>
            <Tabs label="Event details" tabs={tabs} defaultId="schedule" />
            <AdjacentNav
              label="More events"
              noun="event"
              items={events}
              current={event.id}
              href={(id) => routes.event.href({ id })}
              name={(item) => item.title}
            />
          </WithSidebar>
        </div>
      </div>
      <SiteJsonLd build={(settings, origin) => eventJsonLd(event, settings, origin)} />
    </>
  );
}
