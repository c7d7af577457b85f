import { useCallback, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { toast } from '../../components/ui/toast';
import { enqueueWrite } from './page-outbox';
import { NotSentError } from './not-sent-error';
import { AuthenticationError } from '../../lib/http';
import type { OutboxEntry } from '../outbox/db';
import { kindSpec } from '../outbox/entry-kinds';
import type { KindData } from '../outbox/entry-schemas';

/**
 * Puts a write in the outbox from a button: a second tap while the first is being stored is
 * ignored (no double spend), an action that happens once (a vote, a sign-up) ignores later taps, and
 * a browser that cannot store or send it says so instead of losing it quietly.
 */
export function useEnqueue() {
  const { _ } = useLingui();
  const busy = useRef(new Set<string>());

  return useCallback(
    async (data: KindData): Promise<OutboxEntry | null> => {
      const spec = kindSpec(data.kind);
      const key = spec.tapKey(data.payload);
      if (busy.current.has(key)) return null;
      busy.current.add(key);
      let stored = false;
      try {
        const entry = await enqueueWrite(data);
        stored = true;
        return entry;
      } catch (error) {
        if (!(error instanceof AuthenticationError)) toast.error(_(error instanceof NotSentError ? 'outbox.errors.notSentNoStorage' : 'outbox.errors.notSaved'));
        return null;
      } finally {
        if (!spec.once || !stored) busy.current.delete(key);
      }
    },
    [_],
  );
}
