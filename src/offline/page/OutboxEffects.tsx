import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { toast } from '../../components/ui/toast';
import { onFlushResults, onOutboxSettled, startOutboxFlushing } from './page-outbox';
import { kindSpec } from '../outbox/entry-kinds';
import { useRefusalText } from './use-refusal-text';

/** What a delivered or refused write means for the member: fresh data and a toast in their language. */
export function OutboxEffects({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();

  useEffect(() => startOutboxFlushing(), [userId]);

  useEffect(
    () =>
      onFlushResults((results) => {
        for (const result of results) {
          if (result.outcome === 'rejected') {
            toast.error(refusalText(result.code));
            continue;
          }
          const message = kindSpec(result.entry.kind).delivered(result.entry);
          toast.success(_(message.id, message.values));
        }
      }),
    [_, refusalText],
  );

  useEffect(() => onOutboxSettled(() => void queryClient.invalidateQueries({ queryKey: ['member', userId] })), [queryClient, userId]);
  return null;
}
