import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityPage } from '../features/legal/components/AccessibilityPage';
import { LazyOfflineScreen } from './-components/LazyOfflineScreen';

/** The accessibility statement and its barrier form (issue 53), open to everyone. */
export const Route = createFileRoute('/accessibility')({
  component: () => <AccessibilityPage offlineScreen={LazyOfflineScreen} />,
});
