// `/donate?cancelled=1&amount=…`: Stripe's Back to /donate (the proxy draws it here), the form refilled from the
// query on the server, so without JavaScript too (lib/giving/gift-form.ts). `/donate` itself stays cached.
import DonatePage from '../page';
import { refillOf } from '@/lib/giving/gift-form';
import { giftRules } from '@/lib/giving/settings';

export { generateMetadata } from '../page';
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DonateAgainPage({ searchParams }: Props) {
  return DonatePage({ refill: refillOf(await searchParams, giftRules()) });
}
