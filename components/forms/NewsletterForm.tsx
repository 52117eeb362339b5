// The import name pages use; the form itself is a browser component (NewsletterForm.client.tsx).
export { NEWSLETTER_RECEIVED, NewsletterForm } from './NewsletterForm.client';
