import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/cookies')({
  component: () => <ComingSoon titleId="pages.cookies.title" />,
});
