// The header's panels (the phone menu, the search box) behave as one set: opening one closes the
// other, and any change of page (a followed link, a chosen suggestion, the back button) closes them.
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';

const OPENED = 'header-panel-opened';

/**
 * Call in a panel's component with its state: `close` runs when the address changes while it is open,
 * and when another header panel opens.
 */
export function useHeaderPanel(name: string, open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  // Adjusting state while rendering (React's advice), so the panel is gone in the new page's first frame.
  const pathname = usePathname();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    if (open) close();
  }

  useEffect(() => {
    if (!open) return;
    window.dispatchEvent(new CustomEvent<string>(OPENED, { detail: name }));
    const onOtherOpened = (event: Event) => {
      if (event instanceof CustomEvent && event.detail !== name) closeRef.current();
    };
    window.addEventListener(OPENED, onOtherOpened);
    return () => window.removeEventListener(OPENED, onOtherOpened);
  }, [name, open]);
}
