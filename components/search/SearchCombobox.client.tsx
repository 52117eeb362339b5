'use client';

// The header's search field: suggests pages as visitors type and lets them reach one by keyboard alone.
import { useRouter } from 'next/navigation';
import { lazy, startTransition, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { FieldShell } from '@/components/forms/fields/FieldShell';
import { fieldIds } from '@/components/forms/fields/field-ids';
import fieldStyles from '@/components/forms/fields/Field.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { SEARCH_KIND_LABELS } from '@/lib/search/search-kinds';
import { SEARCH_QUERY_PARAM } from '@/lib/routes/api';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { closeHeaderPanels } from '@/components/site/use-header-panel';
import { MarkedText } from './MarkedText';
import { NONE, type Suggestions } from './suggestions';
import styles from './SearchCombobox.module.css';

const loadFeed = () => import('./SuggestionFeed.client');
const SuggestionFeed = lazy(loadFeed);

function countText(count: number): string {
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
}

/**
 * The header's search field as a WAI-ARIA combobox: results are suggested as you type; Arrow
 * Down/Up move through them, Enter opens the chosen one (or, with none chosen, submits the
 * form), Escape closes the list. Without JavaScript it is the form's plain `q` field.
 */
export function SearchCombobox({ formId, label }: { formId: string; label: string }) {
  const ids = fieldIds(formId, SEARCH_QUERY_PARAM);
  const listboxId = `${ids.input}-suggestions`;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const router = useRouter();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions are fetched by SuggestionFeed, which loads when the field is first focused.
  const [wanted, setWanted] = useState(false);
  const [{ hits, current }, setSuggestions] = useState<Suggestions>(NONE);
  const expanded = open && hits.length > 0;
  const chosen = expanded ? hits[active] : undefined;
  const chosenId = chosen ? optionId(active) : undefined;

  // The chosen suggestion is always in sight: the list scrolls (eight do not fit), and with it the page on a small
  // screen.
  useEffect(() => {
    if (chosenId) document.getElementById(chosenId)?.scrollIntoView({ block: 'nearest' });
  }, [chosenId]);

  const go = (href: string) => {
    setOpen(false);
    // The header's search panel closes with the page it was opened on (and a phone's keyboard with it).
    closeHeaderPanels();
    router.push(href);
  };

  const move = (step: 1 | -1) => {
    if (hits.length === 0) return;
    setOpen(true);
    // From no choice, Down takes the first and Up the last.
    setActive((index) =>
      !expanded || index < 0 ? (step === 1 ? 0 : hits.length - 1) : (index + step + hits.length) % hits.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      go(chosen.href);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; a second Escape reaches the header's search panel.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldShell ids={ids} label={label} className={formStyles.searchField}>
      <input
        id={ids.input}
        name={SEARCH_QUERY_PARAM}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={chosenId}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search…"
        className={fieldStyles.control}
        // Uncontrolled, `value` mirrors it: what was typed before hydration stays.
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={(event) => {
          setValue(event.currentTarget.value);
          setOpen(true);
          // Not urgent: the field and its panel show first, the suggestions' code follows.
          startTransition(() => setWanted(true));
          void loadFeed();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={`Suggestions for ${label.toLowerCase()}`}
        aria-busy={!current}
        hidden={!expanded}
        className={`${styles.listbox} ${current ? '' : styles.stale}`}
        // A click on a suggestion must not take the focus out of the field first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {hits.map((hit, index) => (
          <li
            key={hit.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onClick={() => go(hit.href)}
          >
            <span className={styles.title}>
              <MarkedText text={hit.title} marks={hit.titleMarks} />
            </span>
            <span className={styles.kind}>{SEARCH_KIND_LABELS[hit.kind]}</span>
          </li>
        ))}
      </ul>
      {wanted && (
        <Suspense fallback={null}>
          <SuggestionFeed input={value} onChange={setSuggestions} />
        </Suspense>
      )}
      <p role="status" className="visually-hidden">
        {open && current && value.trim() ? countText(hits.length) : ''}
      </p>
    </FieldShell>
  );
}
