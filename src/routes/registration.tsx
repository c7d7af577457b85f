import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';
import { utmParameters } from '../lib/utm';
import { registrationSearch } from '../features/accounts';
import { RegistrationPage } from '../features/accounts/components/RegistrationPage';

export const Route = createFileRoute('/registration')({
  validateSearch: registrationSearch,
  beforeLoad: ({ search }) => {
    // A gift link opened by a signed-in member: the gift is applied to their account there.
    if (getSession()) throw search.token ? redirect({ to: '/gift', search: { token: search.token }, replace: true }) : redirect({ to: '/', replace: true });
  },
  component: Registration,
});

function Registration() {
  const search = Route.useSearch();
  return <RegistrationPage giftToken={search.token} email={search.email} utm={utmParameters(search)} />;
}
