import { useLingui } from '@lingui/react';

/** Why a form could not be sent, announced at once; nothing when there is no error. */
export function FormError({ messageId }: { messageId: string | null | undefined }) {
  const { _ } = useLingui();
  if (!messageId) return null;
  return (
    <p className="alert alert--error" role="alert">
      {_(messageId)}
    </p>
  );
}
