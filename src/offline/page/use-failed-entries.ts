import { useCallback, useEffect, useRef, useState } from 'react';
import type { FailedEntry } from '../outbox/db';
import { dismissFailed, listFailedOf } from '../outbox/store';
import { announceChange, onOutboxChange } from './page-outbox';

/** The member's writes the server refused for good, until they dismiss them. */
export function useFailedEntries(userId: number | undefined) {
  const [failed, setFailed] = useState<FailedEntry[]>([]);
  // IndexedDB answers after the screen may be gone: never set state then.
  const mounted = useRef(true);
  const load = useCallback(() => {
    if (userId === undefined) return setFailed([]);
    listFailedOf(userId).then(
      (entries) => mounted.current && setFailed(entries),
      () => mounted.current && setFailed([]),
    );
  }, [userId]);
  useEffect(() => {
    mounted.current = true;
    load();
    const stop = onOutboxChange(load);
    return () => {
      mounted.current = false;
      stop();
    };
  }, [load]);
  // Every tab reads it again (this one included), so a refusal dismissed here goes from all of them.
  const dismiss = useCallback((id: string) => void dismissFailed(id).then(announceChange, load), [load]);
  return { failed, dismiss };
}
