import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';
import { LoginPage } from '../features/auth/components/LoginPage';
import { returnPath } from '../features/auth/return-path';

/** `redirect`: the page to go back to once signed in (a guest asked to sign in there); same-site paths only. */
type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const path = returnPath(search.redirect);
    return path ? { redirect: path } : {};
  },
  beforeLoad: ({ search }) => {
    if (!getSession()) return;
    if (search.redirect) throw redirect({ href: search.redirect, replace: true });
    throw redirect({ to: '/', search: { welcome: true }, replace: true });
  },
  component: Login,
});

function Login() {
  const { redirect: back } = Route.useSearch();
  return <LoginPage returnTo={back} />;
}
