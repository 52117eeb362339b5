'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Every followed link lands at the top of the new page. */
export function RouteScrollReset() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
