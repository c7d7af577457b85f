import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';
import { LoginPage } from '../features/auth/components/LoginPage';
import { returnPath } from '../features/auth/return-path';

/** `redirect`: the page to go back to once signed in (a guest asked to sign in there); same-site paths only. */
type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/login')({
  // The key is always set, undefined when refused: the router merges a route's search over the raw
  // query, so leaving it out would hand the page the unchecked value.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({ redirect: returnPath(search.redirect) }),
  beforeLoad: ({ search }) => {
    if (!getSession()) return;
    const back = returnPath(search.redirect);
    if (back) throw redirect({ href: back, replace: true });
    throw redirect({ to: '/', search: { welcome: true }, replace: true });
  },
  component: Login,
});

function Login() {
  const { redirect: back } = Route.useSearch();
  return <LoginPage returnTo={returnPath(back)} />;
}
