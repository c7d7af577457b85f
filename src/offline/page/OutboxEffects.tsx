import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { onFlushResults, onOutboxSettled, startOutboxFlushing } from './page-outbox';
import type { FlushResult } from '../outbox/flush';

/** What a delivered or refused write means for the member: fresh data and a toast in their language. */
export function OutboxEffects({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();

  useEffect(() => startOutboxFlushing(), [userId]);

  useEffect(
    () =>
      onFlushResults((results: FlushResult[]) => {
        for (const result of results) {
          const { entry } = result;
          if (result.outcome === 'rejected') {
            // A code the app has no text for would show as a raw key: say it generically instead.
            const message = result.code ? _(result.code) : result.code;
            toast.error(message && message !== result.code ? message : _('outbox.errors.rejected'));
            continue;
          }
          if (entry.kind === 'vote') toast.success(_(`vote.toast.${String(entry.meta?.projectType ?? 'others')}`));
          if (entry.kind === 'participation') toast.success(_('rewardParticipation.toast', { dids: Number(entry.meta?.total ?? 0) }));
          if (entry.kind === 'formParticipation') toast.success(_('listSignUp.toast'));
        }
      }),
    [_],
  );

  useEffect(() => onOutboxSettled(() => void queryClient.invalidateQueries({ queryKey: ['member', userId] })), [queryClient, userId]);
  return null;
}
