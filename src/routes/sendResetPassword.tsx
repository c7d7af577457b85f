import { createFileRoute } from '@tanstack/react-router';
import { SendResetPasswordPage } from '../features/accounts/components/SendResetPasswordPage';

export const Route = createFileRoute('/sendResetPassword')({
  component: SendResetPasswordPage,
});
