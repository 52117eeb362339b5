'use client';

import type { FormEvent } from 'react';
import { toast } from 'sonner';

/** A search box: site search is not built yet, so it stays on the page and says so. */
export function SearchForm({ id, label = 'Search' }: { id: string; label?: string }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast.info('Search is not available yet.');
  };
  return (
    <form role="search" onSubmit={onSubmit} aria-label={label}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {label}
      </label>
      <input id={`${id}-q`} name="q" type="search" placeholder="Search…" required style={{ width: '100%', minHeight: 44, padding: '8px 12px', border: '1px solid var(--color-border)', borderRadius: 'var(--radius)' }} />
    </form>
  );
}
