import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has), watched
 * only while `enabled`. Without IntersectionObserver it is near at once.
 */
export function useNearViewport<E extends Element>(enabled: boolean, margin = '100px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, margin]);
  return [ref, near] as const;
}
