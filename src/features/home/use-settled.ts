import { useEffect, useState } from 'react';

/** Whether `promise` has settled (and stays true for this page once it has). */
export function useSettled(promise: Promise<unknown>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    void promise.then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [promise]);
  return settled;
}
