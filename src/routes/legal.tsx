import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal';

/** Legal notice, terms of use and privacy policy in one page (spec §2), open to everyone. */
export const Route = createFileRoute('/legal')({
  component: () => <LegalPage name="legal" />,
});
