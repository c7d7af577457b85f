import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { ComingSoon } from '../../components/ui/ComingSoon';

type HomeSearch = { welcome?: true };

export const Route = createFileRoute('/_member/')({
  // Lenient on purpose: an odd query string must never turn the home page into an error.
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    search.welcome === true || search.welcome === 'true' ? { welcome: true } : {},
  component: Home,
});

function Home() {
  const { _ } = useLingui();
  const { welcome } = Route.useSearch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!welcome) return;
    toast.success(_('home.welcomeToast'), { toastId: 'welcome' });
    void navigate({ to: '/', search: {}, replace: true });
  }, [welcome, _, navigate]);

  return <ComingSoon titleId="pages.home.title" />;
}
