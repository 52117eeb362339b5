// `/donate/thank-you?session_id=…`: where Stripe Checkout sends a donor back. The session is read from Stripe on the
// server (never trusted from the address), and the donor is thanked by name with the amount and how often, or told
// plainly that the payment is not complete yet.
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading } from '@/components/ui/PageHeading';
import { giftOfSession, isPaid } from '@/lib/giving/gift-record';
import { giftAmountText } from '@/lib/giving/receipts';
import { giftSite, stripeSettings } from '@/lib/giving/settings';
import { stripeClient, stripeErrorKind } from '@/lib/giving/stripe';
import { routes } from '@/lib/routes/table';
import styles from '../page.module.css';

// Each donor's own page, read from Stripe per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A Checkout Session's id as Stripe writes it; anything else is not looked up. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/** What the page says: a heading and a sentence, from the session as Stripe holds it. */
async function outcome(sessionId: unknown): Promise<{ title: string; text: string; done: boolean }> {
  const notComplete = {
    title: 'Your payment is not complete yet',
    text: 'We have not received this payment. If you left the payment page before the end, nothing was charged: you can give again below.',
    done: false,
  };
  const stripe = stripeClient();
  if (!stripe || typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return notComplete;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const gift = giftOfSession(session, giftSite());
    if (!gift) return notComplete;
    const amount = giftAmountText(gift.amount, gift.currency, gift.frequency);
    const name = gift.firstName ? `, ${gift.firstName}` : '';
    const cause = gift.cause ? ` to ${gift.cause}` : '';
    const manage =
      gift.frequency === 'monthly' && stripeSettings()?.linkSecret ? ', with a link to change or stop the gift' : '';
    if (isPaid(session))
      return {
        title: `Thank you${name}!`,
        text: `Your gift of ${amount}${cause} has been received. Your receipt is on its way to ${gift.email}${manage}.`,
        done: true,
      };
    if (session.status === 'complete')
      return {
        title: `Thank you${name}!`,
        text: `Your gift of ${amount}${cause} is not complete yet: your bank has still to confirm the payment. We will e-mail your receipt as soon as it does.`,
        done: true,
      };
    return notComplete;
  } catch (error) {
    console.error(`[giving] session ${sessionId} could not be read (${stripeErrorKind(error)})`);
    return {
      title: 'We could not check your payment just now',
      text: 'If you completed the payment, your receipt will arrive by e-mail shortly. Please do not give again until you have checked it.',
      done: false,
    };
  }
}

export default async function ThankYouPage({ searchParams }: Props) {
  const { title, text, done } = await outcome((await searchParams).session_id);
  return (
    <>
      <PageHeading title={title} />
      <section className="section" aria-label="Your gift">
        <div className="container">
          <div className={styles.narrow}>
            <p role="status">{text}</p>
            {!done && (
              <p>
                <Link href={routes.donate.href({})}>Back to the donation form</Link>
              </p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
