import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';
import { LoginPage } from '../features/auth/components/LoginPage';

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/', search: { welcome: true }, replace: true });
  },
  component: LoginPage,
});
