// `/cause-single/{id}?cancelled=1&amount=…`: Stripe's Back to a cause (the proxy draws it here), the form refilled
// from the query on the server, so without JavaScript too (lib/giving/gift-form.ts). The cause's page stays cached.
import CauseSinglePage from '../page';
import { refillOf } from '@/lib/giving/gift-form';
import { giftRules } from '@/lib/giving/settings';

export { generateMetadata } from '../page';
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CauseAgainPage({ params, searchParams }: Props) {
  return CauseSinglePage({ params, refill: refillOf(await searchParams, giftRules()) });
}
