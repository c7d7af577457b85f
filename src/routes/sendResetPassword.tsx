import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/sendResetPassword')({
  component: () => <ComingSoon titleId="pages.sendResetPassword.title" />,
});
