import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/inbox/components/InboxPage';

// No loader: the page reads its list itself, so its code and the list's stay in its own chunk.
export const Route = createFileRoute('/_member/inbox')({ component: InboxPage });
