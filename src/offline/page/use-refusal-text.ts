import { useCallback } from 'react';
import { useLingui } from '@lingui/react';

/** The member's words for the server's refusal code; a code the app has no text for reads generically. */
export function useRefusalText() {
  const { _ } = useLingui();
  return useCallback(
    (code: string | undefined) => {
      const text = code ? _(code) : '';
      return text && text !== code ? text : _('outbox.errors.rejected');
    },
    [_],
  );
}
