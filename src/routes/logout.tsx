import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { logOut } from '../features/auth/page';
import { getSession } from '../lib/session';
import { listEntriesOf, removeEntriesOf } from '../offline/outbox/store';
import { deleteMemberCache } from '../offline/cache-names';
import { forgetPushDevice } from '../features/push';

// Logging out happens on render, never in a loader, so hovering the link (preload) cannot sign anyone out.
export const Route = createFileRoute('/logout')({ component: Logout });

/**
 * Everything of the member on this device goes: the session at once (the server's is ended when it can
 * be reached), then their outbox and the worker's copy of their data, without keeping anyone waiting.
 */
function forgetMemberAndLogOut(userId: number | undefined) {
  logOut();
  void Promise.allSettled([userId === undefined ? undefined : removeEntriesOf(userId), deleteMemberCache(), forgetPushDevice()]);
}

function Logout() {
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
