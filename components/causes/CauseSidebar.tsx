import { causes, causeTags, getRelatedCauses } from '@/content/causes';
import { formatUsd } from '@/content/format';
import { ContactWidget } from '@/components/sidebar/ContactWidget';
import { SearchWidget } from '@/components/sidebar/SearchWidget';
import { TagsWidget } from '@/components/sidebar/TagsWidget';
import { ThumbListWidget } from '@/components/sidebar/ThumbListWidget';
import { routes } from '@/lib/routes/table';

/** Each tag leads to the (first) cause that carries it. */
const tagLinks = causeTags.map((tag) => ({
  label: tag,
  href: routes.cause.href({ id: causes.find((cause) => cause.tag === tag)?.id ?? 1 }),
}));

/** The cause page's sidebar: search, 4 related causes, tags and the contact box. */
export function CauseSidebar({ causeId }: { causeId: number }) {
  const related = getRelatedCauses(causeId, 4).map((cause) => ({
    key: String(cause.id),
    href: routes.cause.href({ id: cause.id }),
    image: cause.thumbnail,
    title: cause.title,
    meta: `${formatUsd(cause.raised)} raised of ${formatUsd(cause.goal)}`,
  }));
  return (
    <>
      <SearchWidget id="cause-search" />
      <ThumbListWidget id="related-causes" title="Related causes" items={related} />
      <TagsWidget id="cause-tags" tags={tagLinks} />
      <ContactWidget id="cause-contact" />
    </>
  );
}
