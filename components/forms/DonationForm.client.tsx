'use client';

// Where a visitor gives: amount, once or monthly, details and how to pay, checked in the browser. A card gift goes
// to Stripe's own payment page when the site has Stripe (the card is typed there, never here); anything else is a
// pledge the office receives.
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { submitDonation } from '@/lib/forms/actions';
import { CUSTOM_AMOUNT, DONATION_LABELS as LABELS, DEFAULT_RULES } from '@/lib/forms/donation-amounts';
import { formatPreset, parseAmount, type GiftRules } from '@/lib/giving/currency';
import { GIFT_TEXT, chargeSummary } from '@/lib/giving/receipts';
import { keepDraft, restoreDraft } from './donation-draft';
import { CheckboxField } from './fields/CheckboxField';
import { ChoiceGroup } from './fields/ChoiceGroup';
import { EmailField } from './fields/EmailField';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { FormShell } from './FormShell';
import { OfflineGivingList, type OfflineGiving } from './OfflineGivingList';
import { fieldsOf, useActionForm } from './use-action-form';
import styles from './forms.module.css';

export type { OfflineGiving } from './OfflineGivingList';

/** The form's rules, loaded with zod on first use: the very rules the server checks (its currency and limits). */
const checksFor = (rules: GiftRules) => () =>
  import('@/lib/forms/donation-schema').then((module) => module.donationSchema(rules));

/** A new token each time the form is drawn (and when the browser shows it again from its back-forward cache). */
const newToken = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : '');

/** What Donate Now will charge, from the form as it stands; '' until an amount is chosen. */
function summaryOf(form: HTMLFormElement, rules: GiftRules, about: string): string {
  const data = new FormData(form);
  const chosen = String(data.get('amount') ?? '');
  const amount =
    chosen === CUSTOM_AMOUNT
      ? parseAmount(String(data.get('customAmount') ?? ''), rules.typedDecimals)
      : rules.presets.includes(chosen)
        ? Number(chosen)
        : null;
  if (amount === null || amount < rules.min || amount > rules.max) return '';
  const frequency = data.get('frequency') === 'monthly' ? 'monthly' : 'once';
  return chargeSummary(amount, rules.currency, frequency, about);
}
const FREQUENCY_OPTIONS = [
  { value: 'once', label: 'Once' },
  { value: 'monthly', label: 'Monthly' },
];
const PAYMENT_OPTIONS = [
  { value: 'card', label: 'Card' },
  { value: 'offline', label: 'Offline (post, phone or in person)' },
];

/**
 * The donation form (/donate and a cause's Donations tab). `online`: the site has Stripe, so a card gift is paid
 * on Stripe's page; else it is a pledge the office arranges. `about`, `causeId`: the cause it is for; `postTo`:
 * where a post made without JavaScript is answered; `rules`: the site's currency, limits and presets; `refill`: the
 * gift's choices back from Stripe's page unpaid (lib/giving/gift-form.ts), drawn in the page's HTML.
 */
export function DonationForm({
  id,
  offline,
  about = '',
  causeId = '',
  postTo,
  online,
  rules = DEFAULT_RULES,
  refill,
}: {
  id: string;
  offline: OfflineGiving;
  about?: string;
  causeId?: string;
  postTo: string;
  online: boolean;
  rules?: GiftRules;
  refill?: Record<string, string>;
}) {
  const { currency } = rules;
  const [amountChoice, setAmountChoice] = useState('');
  const [payment, setPayment] = useState('card');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [cancelled, setCancelled] = useState(refill !== undefined);
  const [token, setToken] = useState('');
  const [summary, setSummary] = useState('');
  const [checks] = useState(() => checksFor(rules));
  const formRef = useRef<HTMLFormElement>(null);
  const form = useActionForm({ action: submitDonation, permalink: postTo, checks, ref: formRef });
  // What the server answered a post with, else the choices Stripe's Back brought.
  const values = { ...refill, ...form.values };
  const field = fieldsOf(id, { values, errors: form.errors });
  const choose = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => set(event.target.value);
  // A choice made in the page's HTML before it was hydrated counts as if made here, so "Other amount" and offline giving show what they should.
  useLayoutEffect(() => {
    const chosen = formRef.current ? new FormData(formRef.current) : null;
    const amount = chosen?.get('amount');
    const paying = chosen?.get('payment');
    if (typeof amount === 'string') setAmountChoice(amount);
    if (typeof paying === 'string') setPayment(paying);
    // Back from Stripe's page without paying: the form as the donor left it.
    const draft = formRef.current && restoreDraft(formRef.current);
    if (draft?.amount) setAmountChoice(draft.amount);
    if (draft?.payment) setPayment(draft.payment);
    if (draft) setDraft(draft);
    // Stripe's cancel address (`?cancelled=1`): read here, so the page itself stays one cached page.
    setCancelled(new URLSearchParams(window.location.search).get('cancelled') === '1');
    if (formRef.current) setSummary(summaryOf(formRef.current, rules, about));
    setToken(newToken());
    // Back to this page after paying (the browser's back-forward cache): a gift given now is a new one.
    const renew = (event: PageTransitionEvent) => event.persisted && setToken(newToken());
    window.addEventListener('pageshow', renew);
    return () => window.removeEventListener('pageshow', renew);
  }, [rules, about]);
  const amountOptions = [
    ...rules.presets.map((amount) => ({ value: amount, label: formatPreset(Number(amount), currency) })),
    { value: CUSTOM_AMOUNT, label: 'Other amount' },
  ];
  const monthly = summary.includes('every month');

  const showCustom = amountChoice === CUSTOM_AMOUNT || values.amount === CUSTOM_AMOUNT;
  const pledged = form.state.status === 'sent' && form.state.message === GIFT_TEXT.offlinePledge;
  // A card gift paid on Stripe's page: Donate Now says what it will charge.
  const toStripe = online && payment === 'card';
  return (
    <FormShell
      id={id}
      form={form}
      send={toStripe && monthly ? 'Donate Now, every month' : 'Donate Now'}
      sendClassName="btn btn-accent"
      arrangement="status-above"
      statusMore={
        pledged && (
          <>
            <p>Ways to give offline:</p>
            <OfflineGivingList offline={offline} />
          </>
        )
      }
      beforeSend={
        toStripe &&
        summary && (
          <p className={styles.note} id={`${id}-summary`}>
            You are giving {summary}.
          </p>
        )
      }
      onSubmitCapture={(event) => online && keepDraft(event.currentTarget)}
      onChange={(event) => {
        // Its message goes as the donor mends a field (as on every form), and the summary follows the form.
        form.formProps.onChange(event);
        setSummary(summaryOf(event.currentTarget, rules, about));
      }}
      aria-label="Donation form"
    >
      {cancelled && (
        <p className={styles.note} role="status">
          Your payment was cancelled and nothing was charged. Your gift is below as you left it, whenever you are ready.
        </p>
      )}
      <ChoiceGroup
        {...field('amount')}
        legend={LABELS.amount}
        options={amountOptions}
        inline
        onChange={choose(setAmountChoice)}
      />
      {showCustom && (
        <TextField
          {...field('customAmount')}
          label={`Your amount (${currency.toUpperCase()})`}
          inputMode={rules.typedDecimals === 0 ? 'numeric' : 'decimal'}
          placeholder={rules.presets[1] ?? '30'}
          defaultValue={values.customAmount ?? draft.customAmount}
        />
      )}
      <ChoiceGroup
        {...field('frequency')}
        legend={LABELS.frequency}
        options={FREQUENCY_OPTIONS}
        inline
        defaultValue={values.frequency ?? 'once'}
      />
      <div className={styles.row}>
        <TextField {...field('firstName')} label={LABELS.firstName} autoComplete="given-name" />
        <TextField {...field('lastName')} label={LABELS.lastName} autoComplete="family-name" />
      </div>
      <EmailField {...field('email')} label={LABELS.email} />
      {/* A postal address has lines: `street-address` is the autofill token for all of them, and HTML allows it only on a textarea. */}
      <TextareaField {...field('address')} label={LABELS.address} autoComplete="street-address" optional rows={2} />
      {currency === 'gbp' && (
        <>
          <TextField
            {...field('postcode')}
            label={LABELS.postcode}
            autoComplete="postal-code"
            optional
            defaultValue={values.postcode ?? draft.postcode}
          />
          <CheckboxField
            formId={id}
            name="giftAid"
            value="yes"
            label={`Add Gift Aid: ${GIFT_TEXT.giftAid} HMRC needs your home address and postcode for the claim.`}
            defaultChecked={(values.giftAid ?? draft.giftAid) === 'yes'}
            error={form.errors.giftAid}
          />
        </>
      )}
      <TextareaField {...field('message')} label={LABELS.message} optional rows={3} />
      <ChoiceGroup
        {...field('payment')}
        legend={LABELS.payment}
        options={PAYMENT_OPTIONS}
        inline
        defaultValue={values.payment ?? 'card'}
        onChange={choose(setPayment)}
      />
      {payment === 'card' && (
        <p className={styles.note}>
          {online
            ? 'Donate Now takes you to Stripe, our payment provider, to pay by card: your card details go to Stripe only, never to us.'
            : 'Online card payment is not available just now: this sends us your pledge, and we will be in touch to arrange your gift.'}
        </p>
      )}
      <input type="hidden" name="about" value={about} />
      <input type="hidden" name="causeId" value={causeId} />
      <input type="hidden" name="giftToken" value={token} />
    </FormShell>
  );
}
