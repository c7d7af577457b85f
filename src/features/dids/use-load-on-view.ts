import { useEffect, useRef } from 'react';

/**
 * Calls `load` when the returned element comes into view (IntersectionObserver, started a screen
 * early); does nothing where there is no observer, where the page's button remains the way on.
 */
export function useLoadOnView<T extends Element>(load: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
