import { useEffect, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { getSession } from '../../../lib/session';
import { listEntriesOf } from '../../../offline/outbox/store';
import { forgetMemberAndLogOut } from '../forget-member';

/**
 * Logs the member out as it renders, at once, or first asks when actions of theirs have not been sent
 * yet (never dropped without asking): stay, or discard them and leave.
 */
export function LogoutPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const [waiting, setWaiting] = useState<number | null>(null);
  const userId = getSession()?.userId;

  useEffect(() => {
    let active = true;
    const check = userId === undefined ? Promise.resolve(0) : listEntriesOf(userId).then((entries) => entries.length, () => 0);
    void check.then((count) => {
      if (!active) return;
      if (count > 0) return setWaiting(count); // never dropped without asking
      forgetMemberAndLogOut(userId);
      void navigate({ to: '/login', replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, userId]);

  if (!waiting) return null;
  return (
    <section className="page page--narrow" aria-labelledby="logout-title">
      <h1 id="logout-title">{_('logout.waitingTitle')}</h1>
      <p>{_('logout.waitingText', { count: waiting })}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/' }))}>
          {_('logout.stay')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            forgetMemberAndLogOut(userId);
            void navigate({ to: '/login', replace: true });
          }}
        >
          {_('logout.discardAndLeave')}
        </button>
      </div>
    </section>
  );
}
