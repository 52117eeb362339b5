// Links that open a new tab say so to screen-reader users (WCAG technique G201): a sighted visitor
// sees the tab appear, someone listening would otherwise only find the back button doing nothing.
import { NEW_TAB_NOTE_ID } from '@/lib/new-tab-note';

/** Hidden words read after a link's own name, e.g. "Facebook (opens in a new tab)". */
export function NewTabNote({ each = false }: { each?: boolean }) {
  return <span className="visually-hidden">{each ? ' (each opens in a new tab)' : ' (opens in a new tab)'}</span>;
}

/**
 * The same words once per page, never shown, for links whose markup we do not write (an editor's
 * rich text): the sanitiser points each of its new-tab links here with `aria-describedby`, which
 * reads a hidden element it names.
 */
export function SharedNewTabNote() {
  return (
    <span id={NEW_TAB_NOTE_ID} hidden>
      Opens in a new tab
    </span>
  );
}
