import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../outbox/db';
import { listEntriesOf } from '../outbox/store';
import { onOutboxChange } from './page-outbox';

/** The member's writes still waiting in the outbox, kept up to date. */
export function usePendingEntries(userId: number | undefined): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let active = true;
    const load = () => {
      if (userId === undefined) return setEntries([]);
      void listEntriesOf(userId).then(
        (mine) => active && setEntries(mine),
        () => active && setEntries([]),
      );
    };
    load();
    const stop = onOutboxChange(load);
    return () => {
      active = false;
      stop();
    };
  }, [userId]);
  return entries;
}
