// Tells a component when it comes near the screen, so its code can wait until a visitor is about to see it.
import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen or within `margin` of it, following scrolls; null until the
 * browser has said (and where IntersectionObserver is missing, always true).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean | null {
  const [near, setNear] = useState<boolean | null>(() => (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined' ? true : null));
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
