import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/projects/')({
  component: () => <ComingSoon titleId="pages.projects.title" />,
});
