import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/igniters/')({
  component: () => <ComingSoon titleId="pages.partners.title" />,
});
