'use client';

// Makes a followed link open the new page at its top, as a visitor expects, not where the last one was.
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every followed link lands at the top of the new page (the first load keeps any #anchor). */
export function RouteScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
