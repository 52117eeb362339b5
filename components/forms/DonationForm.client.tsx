'use client';

// Where a visitor pledges a gift: amount, details and how to pay, checked in the browser; the pledge reaches the
// organisation, a card's details never leave the page.
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { submitDonation } from '@/lib/forms/actions';
import { CUSTOM_AMOUNT, DONATION_PRESETS } from '@/lib/forms/donation-amounts';
import { PLEDGE_LABELS as LABELS } from '@/lib/forms/form-labels';
import { loadSchema } from '@/lib/forms/schema-loaders';
import { CardDetails } from './CardDetails';
import { ChoiceGroup } from './fields/ChoiceGroup';
import { FormStatus } from './fields/FormStatus';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { OfflineGivingList, type OfflineGiving } from './OfflineGivingList';
import { Honeypot } from './fields/Honeypot';
import { SendButton } from './SendButton';
import { useActionForm } from './use-action-form';
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
 * The donation form (/donate and a cause's Donations tab). Everything is checked in the browser; the pledge
 * (amount, donor, how they will pay, never a card's details) reaches the organisation, which arranges the payment.
 * `about`: the cause it is for; `postTo`: where a post made without JavaScript is answered.
 */
export function DonationForm({
  id,
  offline,
  about = '',
  postTo,
}: {
  id: string;
  offline: OfflineGiving;
  about?: string;
  postTo: string;
}) {
  const [amountChoice, setAmountChoice] = useState('');
  const [payment, setPayment] = useState('card');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useActionForm({ action: submitDonation, permalink: postTo, checks: loadSchema.donation, ref: formRef });
  const { errors, values } = form;
  const choose = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => set(event.target.value);
  // A choice made in the page's HTML before it was hydrated counts as if made here, so "Other amount" and offline giving show what they should.
  useLayoutEffect(() => {
    const chosen = formRef.current ? new FormData(formRef.current) : null;
    const amount = chosen?.get('amount');
    const paying = chosen?.get('payment');
    if (typeof amount === 'string') setAmountChoice(amount);
    if (typeof paying === 'string') setPayment(paying);
  }, []);

  const showCustom = amountChoice === CUSTOM_AMOUNT || values.amount === CUSTOM_AMOUNT;
  return (
    <form id={id} {...form.formProps} aria-label="Donation form" className={styles.stack}>
      <ChoiceGroup
        formId={id}
        name="amount"
        legend={LABELS.amount}
        options={AMOUNT_OPTIONS}
        inline
        onChange={choose(setAmountChoice)}
        defaultValue={values.amount}
        error={errors.amount}
      />
      {showCustom && (
        <TextField
          formId={id}
          name="customAmount"
          label="Your amount (USD)"
          inputMode="decimal"
          placeholder="30"
          defaultValue={values.customAmount}
          error={errors.customAmount}
        />
      )}
      <div className={styles.row}>
        <TextField
          formId={id}
          name="firstName"
          label={LABELS.firstName}
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <TextField
          formId={id}
          name="lastName"
          label={LABELS.lastName}
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
        />
      </div>
      <TextField
        formId={id}
        name="email"
        label={LABELS.email}
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      {/* A postal address has lines: `street-address` is the autofill token for all of them, and HTML allows it only on a textarea. */}
      <TextareaField
        formId={id}
        name="address"
        label={LABELS.address}
        autoComplete="street-address"
        optional
        rows={2}
        defaultValue={values.address}
        error={errors.address}
      />
      <TextareaField
        formId={id}
        name="message"
        label={LABELS.message}
        optional
        rows={3}
        defaultValue={values.message}
        error={errors.message}
      />
      <ChoiceGroup
        formId={id}
        name="payment"
        legend={LABELS.payment}
        options={PAYMENT_OPTIONS}
        inline
        defaultValue={values.payment ?? 'card'}
        onChange={choose(setPayment)}
        error={errors.payment}
      />
      <CardDetails formId={id} errors={errors} active={payment === 'card'} />
      <input type="hidden" name="about" value={about} />
      <Honeypot formId={id} />
      <FormStatus id={`${id}-status`} tone={form.tone}>
        {form.status}
        {form.state.status === 'sent' && payment === 'offline' && (
          <>
            <p>Ways to give offline:</p>
            <OfflineGivingList offline={offline} />
          </>
        )}
      </FormStatus>
      <div>
        <ChecksUnavailable failedPresses={form.checksUnavailable} />
        <SendButton pending={form.pending} className="btn btn-accent">
          Donate Now
        </SendButton>
      </div>
    </form>
  );
}
