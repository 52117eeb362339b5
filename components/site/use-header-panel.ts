// The header's panels (the phone menu, the search box) behave as one set: opening one closes the
// other, and leaving the page (a chosen suggestion, the back button) closes them. The address is not
// read through next/navigation here: importing it into these parts' code made Turbopack split the
// shared chunks again, adding JavaScript to every page.
import { useEffect, useRef, type FocusEvent } from 'react';

/** The one message the panels pass: close every panel but `keepOpen` (the one just opened; none when the page changes). */
const CLOSE_OTHERS = 'header-panels-close';
type CloseOthers = { keepOpen: string | null };

function closePanelsBut(keepOpen: string | null): void {
  window.dispatchEvent(new CustomEvent<CloseOthers>(CLOSE_OTHERS, { detail: { keepOpen } }));
}

/** Closes every open header panel: called when the page changes under them (a chosen search result). */
export function closeHeaderPanels(): void {
  closePanelsBut(null);
}

/**
 * Call in a panel's component with its state: `close` runs when another panel opens, on `closeHeaderPanels()` and on
 * going back or forward. Put the returned `onBlur` on the panel's outer element: tabbing out of it closes it too (it
 * would stay open over links it covers, or over the next page); a click on nothing in particular (no new focus) does
 * not.
 */
export function useHeaderPanel(
  name: string,
  open: boolean,
  close: () => void,
): { onBlur: (event: FocusEvent<HTMLElement>) => void } {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    closePanelsBut(name);
    const onCloseOthers = (event: Event) => {
      if (event instanceof CustomEvent && (event.detail as CloseOthers).keepOpen !== name) closeRef.current();
    };
    const onHistory = () => closeRef.current();
    window.addEventListener(CLOSE_OTHERS, onCloseOthers);
    window.addEventListener('popstate', onHistory);
    return () => {
      window.removeEventListener(CLOSE_OTHERS, onCloseOthers);
      window.removeEventListener('popstate', onHistory);
    };
  }, [name, open]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };
  return { onBlur };
}
