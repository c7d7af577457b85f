import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ui/ComingSoon';

export const Route = createFileRoute('/projects/$idProject')({
  component: () => <ComingSoon titleId="pages.project.title" />,
});
