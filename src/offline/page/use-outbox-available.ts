import { useEffect, useState } from 'react';
import { outboxAvailable } from './page-outbox';

/** False once it is known that this browser cannot keep an outbox (no IndexedDB). */
export function useOutboxAvailable() {
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    let active = true;
    void outboxAvailable().then((yes) => active && setAvailable(yes));
    return () => {
      active = false;
    };
  }, []);
  return available;
}
