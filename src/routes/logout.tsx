import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/components/LogoutPage';

// Logging out happens on render, never in a loader, so hovering the link (preload) cannot sign anyone out.
export const Route = createFileRoute('/logout')({ component: LogoutPage });
