// `GET /api/giving/manage?customer=…&expires=…&signature=…`: a monthly donor's link from a receipt. A link this site
// signed and not expired opens Stripe's customer portal for that donor (303), where the card can be changed or the
// gift stopped; any other is refused (403) and nothing is asked of Stripe.
import { stripeSettings } from '@/lib/giving/settings';
import { customerOfLink, portalUrl, stripeClient, stripeErrorKind } from '@/lib/giving/stripe';
import { routes } from '@/lib/routes/table';
import { getSiteOrigin } from '@/lib/seo/site-origin';

// Each link is its donor's: never cached.
export const dynamic = 'force-dynamic';

const say = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function GET(request: Request): Promise<Response> {
  const secret = stripeSettings()?.linkSecret;
  const stripe = stripeClient();
  if (!secret || !stripe) return say(404, 'Managing a monthly gift online is not available. Please contact us.');
  const customer = customerOfLink(new URL(request.url).searchParams, secret);
  if (!customer)
    return say(
      403,
      'This link is not valid or has expired. The link in your latest monthly receipt works, or please contact us.',
    );
  try {
    const url = await portalUrl(stripe, customer, `${await getSiteOrigin()}${routes.donate.href({})}`);
    return new Response(null, { status: 303, headers: { location: url, 'cache-control': 'no-store' } });
  } catch (error) {
    console.error(`[giving] no portal session for a manage link (${stripeErrorKind(error)})`);
    return say(503, 'We could not reach our payment provider just now. Please try the link again in a few minutes.');
  }
}
