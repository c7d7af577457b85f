import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/reset')({
  component: () => <ComingSoon titleId="pages.reset.title" />,
});
