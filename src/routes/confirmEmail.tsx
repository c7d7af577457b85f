import { createFileRoute } from '@tanstack/react-router';
import { confirmEmailSearch } from '../features/accounts';
import { ConfirmEmailPage } from '../features/accounts/components/ConfirmEmailPage';

export const Route = createFileRoute('/confirmEmail')({
  validateSearch: confirmEmailSearch,
  component: ConfirmEmail,
});

function ConfirmEmail() {
  const { code } = Route.useSearch();
  return <ConfirmEmailPage code={code} />;
}
