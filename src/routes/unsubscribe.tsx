import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/mail-settings/components/UnsubscribePage';

// No validateSearch: the page reads its token itself, so nothing of it joins the route tree's chunk.
export const Route = createFileRoute('/unsubscribe')({
  component: UnsubscribePage,
});
