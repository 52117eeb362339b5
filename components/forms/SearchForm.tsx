// The import name pages use; the form itself is a browser component (SearchForm.client.tsx).
export { SEARCH_UNAVAILABLE, SearchForm } from './SearchForm.client';
