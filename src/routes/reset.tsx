import { createFileRoute } from '@tanstack/react-router';
import { resetSearch } from '../features/accounts';
import { ResetPasswordPage } from '../features/accounts/components/ResetPasswordPage';

export const Route = createFileRoute('/reset')({
  validateSearch: resetSearch,
  component: Reset,
});

function Reset() {
  const { code, error, welcome } = Route.useSearch();
  return <ResetPasswordPage code={code} error={error} firstPassword={welcome === true} />;
}
