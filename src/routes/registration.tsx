import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoon } from '../components/ui/ComingSoon';
import { getSession } from '../lib/session';

export const Route = createFileRoute('/registration')({
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/', replace: true });
  },
  component: () => <ComingSoon titleId="pages.registration.title" />,
});
