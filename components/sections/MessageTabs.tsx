// Shows the directors' messages from the content service as tabs, so a visitor reads one at a time.
import type { Section } from '@/lib/cms/types';
import { hasPicture, type SectionContext, type SectionRendererProps } from './registry';
import { MediaText } from './MediaText';
import { Tabs } from '@/components/ui/Tabs.client';
import { hasContent, sectionByKey } from '@/lib/cms-pages/sections';
import { MESSAGE_KEYS } from '@/lib/routes/section-pages';

/** The directors' sections that have something to show, in tab order. */
function shownMessages(context: SectionContext): Section[] {
  return MESSAGE_KEYS.map((key) => sectionByKey(context.sections, key)).filter(hasContent);
}

/** Messages from directors: one tab per director with a message, each its text and photo. */
export function MessageTabs({ context, leads = false }: SectionRendererProps) {
  const shown = shownMessages(context);
  // Only the open (first) tab's picture can lead the page; the others are hidden until chosen.
  const tabs = shown.map((section, at) => ({
    id: section.key,
    label: section.key,
    panel: (
      <MediaText
        html={section.html}
        image={section.images[0]}
        imageAlt={section.key}
        reverse
        priority={leads && at === 0}
      />
    ),
  }));
  if (tabs.length === 0) return null;
  return (
    <section className="section" aria-label="Messages from directors">
      <div className="container">
        <Tabs label="Messages from directors" tabs={tabs} />
      </div>
    </section>
  );
}
// The open tab's picture is the one a visitor sees.
MessageTabs.drawsPicture = (_section: Section | undefined, context: SectionContext) =>
  hasPicture(shownMessages(context)[0]);
