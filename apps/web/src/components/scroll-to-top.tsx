import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on page change, or to the element named by the URL hash. Not on the first page shown: the
 * browser has placed it already (a prerendered page may have been scrolled by the visitor before it hydrated).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (hash) {
      const id = hash.slice(1);
      // The target may be in a lazily loaded page: try again briefly.
      let tries = 0;
      const timer = setInterval(() => {
        const el = document.getElementById(id);
        tries += 1;
        if (el || tries > 20) {
          clearInterval(timer);
          // Already there when the page came with it drawn (prerendered): the browser went to it on load.
          if (!(initial && el && document.getElementById('root')?.hasAttribute('data-prerendered'))) el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }
      }, 50);
      return () => clearInterval(timer);
    }
    if (!initial) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
  return null;
}
