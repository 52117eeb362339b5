// Lets moving parts (carousels, smooth scrolling) hold still for visitors who ask for less motion.
import { useEffect, useState } from 'react';

/** Whether the visitor asks for reduced motion, following changes to the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
