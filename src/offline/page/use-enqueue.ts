import { useCallback, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { enqueueWrite } from './page-outbox';
import type { OutboxEntry, OutboxKind } from '../outbox/db';

type Options = {
  /** What makes two taps the same action (a project's vote, a reward's entry). */
  key: string;
  /** The action can happen only once from this screen (a vote): later taps are ignored. */
  once?: boolean;
};

/**
 * Puts a write in the outbox from a button: a second tap while the first is being stored is
 * ignored (no double spend), and a browser that cannot store it says so instead of losing it quietly.
 */
export function useEnqueue() {
  const { _ } = useLingui();
  const busy = useRef(new Set<string>());

  return useCallback(
    async (kind: OutboxKind, payload: Record<string, unknown>, meta: Record<string, unknown> | undefined, { key, once = false }: Options): Promise<OutboxEntry | null> => {
      if (busy.current.has(key)) return null;
      busy.current.add(key);
      try {
        return await enqueueWrite(kind, payload, meta);
      } catch {
        busy.current.delete(key);
        toast.error(_('outbox.errors.notSaved'));
        return null;
      } finally {
        if (!once) busy.current.delete(key);
      }
    },
    [_],
  );
}
