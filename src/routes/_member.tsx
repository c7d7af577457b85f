import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';

/** Every secured page: nothing renders until the stored session is checked (a layout without a component renders its child). */
export const Route = createFileRoute('/_member')({
  beforeLoad: () => {
    if (!getSession()) throw redirect({ to: '/login', replace: true });
  },
});
