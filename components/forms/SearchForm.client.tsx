'use client';

import { loadSchema } from '@/lib/forms/schema-loaders';
import { showToast } from '@/components/site/toast';
import { TextField } from './fields/TextField';
import { useValidatedForm } from './use-validated-form';
import { SubmitButton } from './SubmitButton.client';
import styles from './forms.module.css';

export const SEARCH_UNAVAILABLE = 'Search is not available yet, so nothing was searched.';

/** A search box: site search is not built yet, so it stays on the page and says so. */
export function SearchForm({ id, label = 'Search the site' }: { id: string; label?: string }) {
  const { errors, formProps } = useValidatedForm(loadSchema.search, {
    onValid: () => showToast('info', SEARCH_UNAVAILABLE),
  });
  return (
    <form id={id} role="search" {...formProps} aria-label={label} className={styles.search}>
      <TextField formId={id} name="q" label={label} type="search" placeholder="Search…" error={errors.q} className={styles.searchField} />
      <SubmitButton className="btn btn-primary">Search</SubmitButton>
    </form>
  );
}
