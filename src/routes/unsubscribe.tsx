import { createFileRoute } from '@tanstack/react-router';
import { unsubscribeSearch } from '../features/mail-settings';
import { UnsubscribePage } from '../features/mail-settings/components/UnsubscribePage';

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: unsubscribeSearch,
  component: Unsubscribe,
});

function Unsubscribe() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
