import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';

/**
 * Why a payment step failed, announced and focused: the button pressed may have just been disabled
 * or gone (a price read again, a subscription that changed), and focus must not fall to the page.
 * `attempt` moves focus again when the same message comes back.
 */
export function CheckoutError({ messageId, values, attempt }: { messageId: string | null; values?: Record<string, unknown>; attempt?: number }) {
  const { _ } = useLingui();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (messageId) ref.current?.focus();
  }, [messageId, attempt]);
  if (!messageId) return null;
  return (
    <p ref={ref} className="alert alert--error" role="alert" tabIndex={-1}>
      {_(messageId, values)}
    </p>
  );
}
