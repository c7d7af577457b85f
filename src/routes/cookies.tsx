import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal';

/** The static cookie policy (spec §2), open to everyone. */
export const Route = createFileRoute('/cookies')({
  component: () => <LegalPage name="cookies" />,
});
