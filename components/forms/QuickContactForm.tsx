// The import name pages use; the form itself is a browser component (QuickContactForm.client.tsx).
export { QUICK_CONTACT_RECEIVED, QuickContactForm } from './QuickContactForm.client';
