import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

/** The project page's invitation to a guest: sign up, or log in and come back to this page. */
export function GuestPrompt() {
  const { _ } = useLingui();
  const here = useLocation({ select: (location) => location.href });
  return (
    <section className="guest-prompt" aria-labelledby="guest-title">
      <h2 id="guest-title">{_('project.guestTitle')}</h2>
      <p>{_('project.guestText')}</p>
      <p className="guest-prompt__actions">
        <Link to="/registration" className="button button--primary">
          {_('project.guestSignUp')}
        </Link>
        <Link to="/login" search={{ redirect: here }} className="button">
          {_('project.guestLogIn')}
        </Link>
      </p>
    </section>
  );
}
