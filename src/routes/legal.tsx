import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/legal')({
  component: () => <ComingSoon titleId="pages.legal.title" />,
});
