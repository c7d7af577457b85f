import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/news/$documentId')({
  component: () => <ComingSoon titleId="pages.news.title" />,
});
