import { createFileRoute } from '@tanstack/react-router';
import { DefaultTermsPage } from '../../features/rewards/components/DefaultTermsPage';

export const Route = createFileRoute('/_member/rewardsTermsId')({ component: DefaultTermsPage });
