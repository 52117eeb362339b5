// Lets a visitor call or write with one tap, without ever turning an unusable number or address
// into a broken link.
import { mailtoHref, telHref } from '@/lib/safe-url';

/** A phone number as a `tel:` link; plain text when it holds no digits to dial. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : phone;
}

/** An e-mail address as a `mailto:` link; plain text when it does not look like an address. */
export function EmailLink({ email }: { email: string }) {
  const href = mailtoHref(email);
  return href ? <a href={href}>{email}</a> : email;
}
