// The import name pages use; the form itself is a browser component (DonationForm.client.tsx).
export { DonationForm, type OfflineGiving } from './DonationForm.client';
