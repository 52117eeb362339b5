// The search box of the sidebars, so a visitor can search from any page that has one.
import { SearchForm } from '@/components/forms/SearchForm';
import { Widget } from './Widget';

export function SearchWidget({ id }: { id: string }) {
  return (
    <Widget id={id} title="Search">
      <SearchForm id={`${id}-form`} label="Search the site" landmark="Search the site from the sidebar" />
    </Widget>
  );
}
