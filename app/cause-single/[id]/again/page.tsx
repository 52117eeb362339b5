// `/cause-single/{id}?cancelled=1&amount=…`: Stripe's Back to a cause (the proxy draws it here), the form refilled
// from the query on the server, so without JavaScript too (lib/giving/gift-form.ts). The cause's page stays cached.
import type { Metadata, ResolvingMetadata } from 'next';
import CauseSinglePage, { generateMetadata as causeMetadata } from '../page';
import { refillOf } from '@/lib/giving/gift-form';
import { giftRules } from '@/lib/giving/settings';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The cause's, with its picture: the `opengraph-image` a folder up, which Next gives this page as its parent's (and
 * Twitter's card takes from Open Graph).
 */
export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const [metadata, { openGraph }] = await Promise.all([causeMetadata({ params }), parent]);
  return { ...metadata, openGraph: { ...metadata.openGraph, images: openGraph?.images } };
}

export default async function CauseAgainPage({ params, searchParams }: Props) {
  return CauseSinglePage({ params, refill: refillOf(await searchParams, giftRules()) });
}
