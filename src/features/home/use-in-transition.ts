import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, handed on in a transition. The page is committed without it first (the carousel says
 * 'Loading...' in the cards' space), then React renders what depends on it, nine cards and more,
 * in slices between which the browser can paint and answer the reader instead of in one long task.
 * With `immediately`, a value there at the first render is rendered with the page.
 */
export function useInTransition<T>(value: T | undefined, { immediately = false } = {}): T | undefined {
  const [shown, setShown] = useState<T | undefined>(() => (immediately ? value : undefined));
  useEffect(() => {
    startTransition(() => setShown(value));
  }, [value]);
  return shown;
}
