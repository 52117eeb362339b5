'use client';

import type { FormEvent } from 'react';
import { toast } from 'sonner';

/** Newsletter sign-up: no mailing service is connected yet, so nothing is sent. */
export function NewsletterForm({ id }: { id: string }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast.success('Thank you! Sign-ups open soon.');
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>Join 20,000 Subscribers</p>
      <label htmlFor={`${id}-email`}>Email address</label>
      <input id={`${id}-email`} name="email" type="email" required autoComplete="email" />
      <button type="submit" className="btn btn-primary">
        Subscribe
      </button>
    </form>
  );
}
