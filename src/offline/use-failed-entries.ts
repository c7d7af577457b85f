import { useCallback, useEffect, useState } from 'react';
import type { FailedEntry } from './outbox-db';
import { dismissFailed, listFailedOf } from './outbox-store';
import { onOutboxChange } from './page-outbox';

/** The member's writes the server refused for good, until they dismiss them. */
export function useFailedEntries(userId: number | undefined) {
  const [failed, setFailed] = useState<FailedEntry[]>([]);
  const load = useCallback(() => {
    if (userId === undefined) return setFailed([]);
    listFailedOf(userId).then(setFailed, () => setFailed([]));
  }, [userId]);
  useEffect(() => {
    load();
    return onOutboxChange(load);
  }, [load]);
  const dismiss = useCallback((id: string) => void dismissFailed(id).then(load, load), [load]);
  return { failed, dismiss };
}
