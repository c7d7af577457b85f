import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';

/**
 * Every secured page: nothing renders until the stored session is checked (a layout without a
 * component renders its child). A guest is asked to sign in and then brought back here.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ location }) => {
    if (!getSession()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
});
