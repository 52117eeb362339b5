// The one search box of the site (header, sidebars, results page), which searches even without
// JavaScript.
import { routes } from '@/lib/routes/table';
import { SEARCH_QUERY_PARAM } from '@/lib/routes/api';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { SearchCombobox } from '@/components/search/SearchCombobox.client';
import { TextField } from './fields/TextField';
import styles from './forms.module.css';

type Props = {
  id: string;
  /** The field's name. */
  label?: string;
  /**
   * The search landmark's name, where a page has more than one search (the header's is "Search the
   * site"): screen readers list landmarks by name, and two of one name cannot be told apart.
   */
  landmark?: string;
  /** The query already searched for (the results page's own form). */
  defaultValue?: string;
  /** Suggest results while typing (the header's search). */
  suggest?: boolean;
};

/**
 * A search box: a plain GET form to `/search`, so it works without JavaScript. With `suggest`,
 * its field also offers results as you type once the page is interactive.
 */
export function SearchForm({ id, label = 'Search the site', landmark = label, defaultValue, suggest = false }: Props) {
  return (
    <form
      id={id}
      role="search"
      action={routes.search.href({})}
      method="get"
      aria-label={landmark}
      className={styles.search}
    >
      {suggest ? (
        <SearchCombobox formId={id} label={label} />
      ) : (
        <TextField
          formId={id}
          name={SEARCH_QUERY_PARAM}
          label={label}
          type="search"
          required={false}
          maxLength={MAX_QUERY_LENGTH}
          defaultValue={defaultValue}
          placeholder="Search…"
          className={styles.searchField}
        />
      )}
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
