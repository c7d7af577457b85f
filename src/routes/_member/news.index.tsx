import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../../features/news/components/NewsListPage';

// No loader: the route's options sit in the start chunk, which the home page's budget counts; the
// page reads its list itself (its code and the list's are in its own chunk).
export const Route = createFileRoute('/_member/news/')({ component: NewsListPage });
