'use client';

// Where a visitor pledges a gift: amount, details and how to pay, checked in the browser; no payment is taken.
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatUsd } from '@/content/format';
import { CUSTOM_AMOUNT, DONATION_PRESETS } from '@/lib/forms/donation-amounts';
import type { DonationPledge } from '@/lib/forms/donation-schema';
import { FORM_INVALID } from '@/lib/forms/form-status';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { CardDetails } from './CardDetails';
import { ChoiceGroup } from './fields/ChoiceGroup';
import { FormStatus } from './fields/FormStatus';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { OfflineGivingList, type OfflineGiving } from './OfflineGivingList';
import { useValidatedForm } from './use-validated-form';
import { SubmitButton } from './SubmitButton.client';
import styles from './forms.module.css';
import { ChecksUnavailable } from './fields/ChecksUnavailable';

export type { OfflineGiving } from './OfflineGivingList';

const AMOUNT_OPTIONS = [
  ...DONATION_PRESETS.map((amount) => ({ value: amount, label: `$${amount}` })),
  { value: CUSTOM_AMOUNT, label: 'Other amount' },
];
const PAYMENT_OPTIONS = [
  { value: 'card', label: 'Card' },
  { value: 'offline', label: 'Offline (post, phone or in person)' },
];

/**
 * The donation form (/donate and a cause's Donations tab). It checks everything in the browser, takes no
 * payment and sends nothing (no server action, no fetch): a valid pledge is answered with the offline ways to give.
 */
export function DonationForm({ id, offline }: { id: string; offline: OfflineGiving }) {
  const [amountChoice, setAmountChoice] = useState('');
  const [payment, setPayment] = useState('card');
  const [pledge, setPledge] = useState<DonationPledge | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { errors, checksUnavailable, formProps } = useValidatedForm(loadSchema.donation, {
    onInvalid: () => {
      setPledge(null);
      setInvalid(true);
    },
    onValid: (data) => {
      setInvalid(false);
      setPledge(data);
    },
  });
  const choose = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => set(event.target.value);
  const formRef = useRef<HTMLFormElement>(null);
  // A choice made in the page's HTML before it was hydrated counts as if made here, so "Other amount" and offline giving show what they should.
  useLayoutEffect(() => {
    const chosen = formRef.current ? new FormData(formRef.current) : null;
    const amount = chosen?.get('amount');
    const paying = chosen?.get('payment');
    if (typeof amount === 'string') setAmountChoice(amount);
    if (typeof paying === 'string') setPayment(paying);
  }, []);

  return (
    <form ref={formRef} id={id} {...formProps} aria-label="Donation form" className={styles.stack}>
      <ChoiceGroup formId={id} name="amount" legend="Amount (USD)" options={AMOUNT_OPTIONS} inline onChange={choose(setAmountChoice)} error={errors.amount} />
      {amountChoice === CUSTOM_AMOUNT && (
        <TextField formId={id} name="customAmount" label="Your amount (USD)" inputMode="decimal" placeholder="30" error={errors.customAmount} />
      )}
      <div className={styles.row}>
        <TextField formId={id} name="firstName" label="First name" autoComplete="given-name" error={errors.firstName} />
        <TextField formId={id} name="lastName" label="Last name" autoComplete="family-name" error={errors.lastName} />
      </div>
      <TextField formId={id} name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      {/* A postal address has lines: `street-address` is the autofill token for all of them, and HTML allows it only on a textarea. */}
      <TextareaField formId={id} name="address" label="Address" autoComplete="street-address" optional rows={2} error={errors.address} />
      <TextareaField formId={id} name="message" label="Message" optional rows={3} error={errors.message} />
      <ChoiceGroup formId={id} name="payment" legend="Payment method" options={PAYMENT_OPTIONS} inline defaultValue="card" onChange={choose(setPayment)} error={errors.payment} />
      <CardDetails formId={id} errors={errors} active={payment === 'card'} />
      <FormStatus id={`${id}-status`} tone={invalid ? 'error' : 'info'}>
        {invalid && FORM_INVALID}
        {pledge && (
          <>
            <p className={styles.statusTitle}>Thank you, {pledge.firstName}! Online payment is not connected yet.</p>
            <p>
              No payment was taken and nothing was sent. To give {formatUsd(pledge.amount, { keepCents: true })}, please use one of these ways:
            </p>
            <OfflineGivingList offline={offline} />
          </>
        )}
      </FormStatus>
      <div>
        <ChecksUnavailable failedPresses={checksUnavailable} />
        <SubmitButton className="btn btn-accent">Donate Now</SubmitButton>
      </div>
    </form>
  );
}
