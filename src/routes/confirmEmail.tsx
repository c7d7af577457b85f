import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/accounts/components/ConfirmEmailPage';
import { confirmEmailSearch } from '../features/accounts/search';

export const Route = createFileRoute('/confirmEmail')({
  validateSearch: confirmEmailSearch,
  component: ConfirmEmail,
});

function ConfirmEmail() {
  const { code } = Route.useSearch();
  return <ConfirmEmailPage code={code} />;
}
