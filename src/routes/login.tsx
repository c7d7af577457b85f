import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';
import { LoginPage } from '../features/auth/components/LoginPage';
import { returnPath } from '../features/auth/page';

/**
 * `redirect`: the page to go back to once signed in (a guest asked to sign in there). Kept as it
 * came (the key always set, so the router's merge of the raw query cannot slip another value in)
 * and followed only through `returnPath`, same-site paths only, by the page's own code (this
 * route's options are in the start chunk, which the home page's budget counts).
 */
type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({ redirect: typeof search.redirect === 'string' ? search.redirect : undefined }),
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/', search: { welcome: true }, replace: true });
  },
  component: Login,
});

function Login() {
  const { redirect: back } = Route.useSearch();
  return <LoginPage returnTo={returnPath(back)} />;
}
