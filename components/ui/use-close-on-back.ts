// A picture or a video shown over the page is, to a phone visitor, a view of its own: the Back button
// (or gesture) should close it, not leave the page under it. Opening one adds a history entry for the
// same address; Back takes it away and closes the view; closing the view another way takes the entry
// away too, so the next Back leaves the page as before.
import { useEffect, useEffectEvent } from 'react';

export function useCloseOnBack(open: boolean, close: () => void): void {
  const onBack = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const address = window.location.href;
    // The same state and address: the router sees the page it already shows (Next keeps its own fields in it).
    window.history.pushState(window.history.state, '', address);
    let wentBack = false;
    const onPopState = () => {
      wentBack = true;
      onBack();
    };
    window.addEventListener('popstate', onPopState, { once: true });
    return () => {
      window.removeEventListener('popstate', onPopState);
      // Closed with its button, Escape or a tap beside it: the entry goes, unless the visitor has moved on since.
      if (!wentBack && window.location.href === address) window.history.back();
    };
  }, [open]);
}
