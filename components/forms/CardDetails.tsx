// The card part of the donation form, kept apart so it can be switched off as a whole when a donor
// chooses to give offline.
import { CARD_BRANDS } from '@/lib/forms/card-number';
import type { FieldErrors } from '@/lib/forms/validate';
import { ChoiceGroup } from './fields/ChoiceGroup';
import { TextField } from './fields/TextField';
import styles from './forms.module.css';

const BRAND_OPTIONS = CARD_BRANDS.map((brand) => ({ value: brand, label: brand }));

/**
 * The card part of the donation form. A disabled fieldset when paying offline: its fields are then
 * neither checked nor submitted. Card data is only ever read in the browser.
 */
export function CardDetails({ formId, errors, active }: { formId: string; errors: FieldErrors; active: boolean }) {
  return (
    <fieldset className={styles.panel} disabled={!active} hidden={!active}>
      <legend className={styles.legend}>Card details</legend>
      <p className={styles.note}>
        Online payment is not connected yet: your card details are checked here, in your browser, and are never sent
        anywhere.
      </p>
      <ChoiceGroup
        formId={formId}
        name="cardType"
        legend="Card type"
        options={BRAND_OPTIONS}
        inline
        error={errors.cardType}
      />
      <TextField
        formId={formId}
        name="cardHolder"
        keepInPage
        label="Name on card"
        autoComplete="cc-name"
        error={errors.cardHolder}
      />
      <TextField
        formId={formId}
        name="cardNumber"
        keepInPage
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        hint="Spaces are fine"
        maxLength={23}
        error={errors.cardNumber}
      />
      <div className={styles.row}>
        <TextField
          formId={formId}
          name="expiry"
          keepInPage
          label="Expiry date"
          hint="MM/YY"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          error={errors.expiry}
        />
        <TextField
          formId={formId}
          name="cvv"
          keepInPage
          label="Security code (CVV)"
          hint="3 digits, 4 for American Express"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errors.cvv}
        />
      </div>
    </fieldset>
  );
}
