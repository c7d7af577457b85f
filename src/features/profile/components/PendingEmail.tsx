import { useLingui } from '@lingui/react';

/** A new e-mail the member asked for, shown until they confirm it from that address (issue 12). */
export function PendingEmail({ email }: { email: string | null | undefined }) {
  const { _ } = useLingui();
  if (!email) return null;
  return <p className="muted pending-email">{_('profile.pendingEmail', { email })}</p>;
}
