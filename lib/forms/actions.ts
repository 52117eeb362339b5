'use server';

// The server actions of the site's forms: each checks its post again and keeps it in the outbox for the
// organisation (receive-form.ts). They are what a form posts to, with JavaScript or without.
import { COMMENT_FORM, CONTACT_FORM, NEWSLETTER_FORM, QUICK_CONTACT_FORM, VOLUNTEER_FORM } from './form-specs';
import { GIFT_FORM } from '@/lib/giving/gift-form';
import type { FormState } from './form-state';
import { receiveForm } from './receive-form';

export async function submitContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return receiveForm(CONTACT_FORM, formData);
}

export async function submitQuickContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return receiveForm(QUICK_CONTACT_FORM, formData);
}

export async function submitVolunteer(_previous: FormState, formData: FormData): Promise<FormState> {
  return receiveForm(VOLUNTEER_FORM, formData);
}

export async function submitNewsletter(_previous: FormState, formData: FormData): Promise<FormState> {
  return receiveForm(NEWSLETTER_FORM, formData);
}

export async function submitDonation(_previous: FormState, formData: FormData): Promise<FormState> {
  return receiveForm(GIFT_FORM, formData);
}

export async function submitComment(_previous: FormState, formData: FormData): Promise<FormState> {
  return receiveForm(COMMENT_FORM, formData);
}
